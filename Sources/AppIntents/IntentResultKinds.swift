/// A result that carries a dialog: `func perform() async throws -> some IntentResult & ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that runs another intent next: `func perform() async throws -> some IntentResult & OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// A result that carries a value the intent's caller reads, such as a shortcut's next action:
/// `func perform() async throws -> some IntentResult & ReturnsValue<Int>`, returning `.result(value: 3)`.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: Sendable
}

extension IntentResultContainer: ProvidesDialog, OpensIntent, ReturnsValue {}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// `.result(dialog: "Ordered a latte")`: the bench shows the dialog's text as the run's outcome.
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(value: nil, dialog: dialog) }

    /// `.result(opensIntent: ShowOrderIntent())`: Shortcuts runs the other intent next; the bench runs only this one.
    public static func result(opensIntent: some AppIntent) -> Self { IntentResultContainer(value: nil) }

    public static func result(opensIntent: some AppIntent, dialog: IntentDialog) -> Self { IntentResultContainer(value: nil, dialog: dialog) }
}

extension IntentResult {
    /// `.result(value: 3, dialog: "Three left")`: the value is the run's outcome.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}
