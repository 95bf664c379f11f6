/// A property of a class that publishes its changes: `$property` is a publisher of its value, and in an
/// `ObservableObject` the object's `objectWillChange` sends first. Publishing happens as the property
/// is about to change, so subscribers receive the new value before it is set (Apple, "Published").
///
/// ```swift
/// @MainActor final class ActivityHelper: ObservableObject {
///     @Published private(set) var currentCount = 0
/// }
///
/// helper.$currentCount.map { "\($0) taps" }.sink { label = $0 }.store(in: &cancellables)
/// ```
@propertyWrapper
public struct Published<Value> {
    private let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// A class's property is read and written through its object; elsewhere there is nothing to publish
    /// to, and iOS refuses it as this does.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// `$property`: the current value at once, then every new one.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            let objectWillChange = storage.objectWillChange ?? (object as? any ObservableObject)?.willChangePublisher
            objectWillChange?.send()
            storage.changes.send(newValue)
            storage.value = newValue
        }
    }

    /// The publisher of an `@Published` property's values.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let storage: Storage

        public func sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(storage.value)
            return storage.changes.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    fileprivate final class Storage: PublishedFieldStorage {
        var value: Value
        let changes = PassthroughSubject<Value, Never>()

        init(_ value: Value) { self.value = value }
    }
}

extension Published: PublishedField {
    var fieldStorage: PublishedFieldStorage { storage }
}
