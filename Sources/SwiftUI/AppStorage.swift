import Foundation

/// A value kept in `UserDefaults`, read afresh each time: a widget sees what the app last wrote to
/// their shared app group.
///
/// ```swift
/// @AppStorage("showsCourier", store: UserDefaults(suiteName: "group.com.example.delivery"))
/// private var showsCourier = true
/// ```
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any

    private init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default when the key holds none of this type.
    public var wrappedValue: Value {
        get { store.object(forKey: key).flatMap(decode) ?? defaultValue }
        nonmutating set { store.set(encode(newValue), forKey: key) }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Bool }, encode: { $0 })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Int }, encode: { $0 })
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Double }, encode: { $0 })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? String }, encode: { $0 })
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Data }, encode: { $0 })
    }
}

extension AppStorage where Value == URL {
    /// Kept as its absolute string, as iOS keeps it.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enum kept as its raw string: `@AppStorage("unit") var unit: DistanceUnit = .kilometres`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enum kept as its raw integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}
