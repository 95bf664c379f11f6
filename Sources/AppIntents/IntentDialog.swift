/// What Siri or Shortcuts says or shows when an intent finishes: `.result(dialog: "Ordered a latte")`.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    public let text: LocalizedStringResource

    public init(_ text: LocalizedStringResource) { self.text = text }
    /// A dialog with a longer form and a shorter one shown beside a view; the bench keeps the longer.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { text = full }
    public init(stringLiteral value: String) { text = LocalizedStringResource(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { text = LocalizedStringResource(String(stringInterpolation: stringInterpolation)) }
}
