/// A string an app's file declares: its value, or text that names build settings the file alone cannot
/// resolve, such as `$(PRODUCT_BUNDLE_IDENTIFIER)`, for the caller to ask the team about.
///
/// ```swift
/// declared.bundleIdentifier    // .unresolved("$(PRODUCT_BUNDLE_IDENTIFIER)"), or .resolved("com.example.pizza")
/// ```
public enum DeclaredString: Sendable, Hashable {
    case resolved(String)
    /// The text as written, with its `$(NAME)` or `${NAME}` references.
    case unresolved(String)

    /// The value, when the text resolved.
    public var value: String? {
        if case .resolved(let value) = self { return value }
        return nil
    }

    /// The text as written or resolved, for a message.
    var text: String {
        switch self {
        case .resolved(let text), .unresolved(let text): text
        }
    }
}
