/// A query key that a ``RoutePattern`` reads, from the part after `?` in the pattern.
///
/// `https://example.com/search?q&page?` has the keys `q` (required: a URL without `q` does
/// not match the route) and `page?` (optional: documentation only).
public struct QueryKey: Hashable, Sendable, CustomStringConvertible {
    /// The decoded key, compared case-sensitively: `q`.
    public let name: String
    /// Whether a URL must carry the key for the route to match.
    public let isRequired: Bool

    /// A key as it would appear in a pattern: `q` or `page?`.
    public init(name: String, isRequired: Bool) {
        self.name = name
        self.isRequired = isRequired
    }

    /// The key as written in a pattern: `q` for a required key, `page?` for an optional one.
    public var description: String {
        isRequired ? name : "\(name)?"
    }
}
