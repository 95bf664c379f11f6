import Foundation

/// A parameter of an intent, which the system (here, QA or a button) fills before `perform()`.
///
/// ```swift
/// @Parameter(title: "Order ID") var orderID: String
/// @Parameter(title: "Items", default: 1) var items: Int
/// @Parameter(title: "Note") var note: String?
/// ```
///
/// Supported values: `String`, `Int`, `Double`, `Bool`, `Date`, `URL` and `AppEnum` types, optional or not.
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    let defaultValue: Value?
    private let lock = NSLock()
    private var storage: Value?

    /// The dialog that asks for a missing value and how Shortcuts connects the parameter are the system's own; the
    /// bench asks QA instead, so it keeps neither.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
    }

    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, description: description, default: wrappedValue)
    }

    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) ?? defaultValue { return value }
            if let none = (Value.self as? any OptionalParameterValue.Type)?.noneValue as? Value { return none }
            preconditionFailure("the parameter '\(title.key)' was read before it was set")
        }
        set { lock.withLock { storage = newValue } }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// Whether a value was set, as opposed to the default or nothing.
    var hasValue: Bool { lock.withLock { storage != nil } }
}

/// `@Parameter`, as intents spell it.
public typealias Parameter = IntentParameter

/// Optional parameter values: unset reads as nil.
protocol OptionalParameterValue {
    static var noneValue: Any { get }
    static var wrappedType: Any.Type { get }
    /// The value inside, or nil for `.none`.
    var wrappedValue: Any? { get }
}

extension Optional: OptionalParameterValue {
    static var noneValue: Any { Wrapped?.none as Any }
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedValue: Any? { self.map { $0 as Any } }
}
