/// What `perform()` returns: `.result()`, or `.result(value:)`.
public protocol IntentResult: Sendable {}

/// The concrete result behind `.result()` and `.result(value:)`.
public struct IntentResultContainer<Value: Sendable>: IntentResult {
    public let value: Value?
    /// What `.result(dialog:)` says.
    public var dialog: IntentDialog? = nil
}

extension IntentResult where Self == IntentResultContainer<Never> {
    public static func result() -> Self { IntentResultContainer(value: nil) }
}

extension IntentResult {
    public static func result<Value: Sendable>(value: Value) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value)
    }
}

/// A result whose value Tapbench can show.
protocol ValuedIntentResult {
    var resultValue: Any? { get }
}

extension IntentResultContainer: ValuedIntentResult {
    var resultValue: Any? { value ?? dialog.map { String(localized: $0.text) } }
}
