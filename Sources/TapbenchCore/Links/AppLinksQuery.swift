/// The `?` of an applinks component: one pattern for the whole query, or a pattern per query item.
///
/// ```swift
/// let items: AppLinksQuery = ["articleNumber": "????"]
/// let whole: AppLinksQuery = "ref=*"
/// ```
public enum AppLinksQuery: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral {
    case pattern(String)
    case items([String: String])

    public init(stringLiteral value: String) { self = .pattern(value) }

    public init(dictionaryLiteral elements: (String, String)...) {
        self = .items(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
    }
}
