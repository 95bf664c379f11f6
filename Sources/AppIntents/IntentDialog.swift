/// What Siri or Shortcuts says or shows when an intent finishes: `.result(dialog: "Ordered a latte")`.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    public let text: LocalizedStringResource

    public init(_ text: LocalizedStringResource) { self.text = text }
    public init(stringLiteral value: String) { text = LocalizedStringResource(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { text = LocalizedStringResource(String(stringInterpolation: stringInterpolation)) }
}
