/// How Shortcuts connects a parameter to the result of the action before it. The bench has no Shortcuts editor, so
/// it only compiles.
///
/// ```swift
/// @Parameter(title: "Order", inputConnectionBehavior: .never) var order: String
/// ```
public enum InputConnectionBehavior: Sendable, Hashable {
    /// As the system decides.
    case `default`
    /// The parameter never takes the previous action's result.
    case never
    /// The parameter takes the previous action's result.
    case connectToPreviousIntentResult
}
