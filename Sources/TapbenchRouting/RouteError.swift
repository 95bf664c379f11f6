/// Why ``Router/add(_:value:)`` refused a route.
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The same pattern text is already registered: `delivery://order/:orderNumber` twice.
    case duplicatePattern(RoutePattern)

    /// One line naming the pattern.
    public var description: String {
        switch self {
        case .duplicatePattern(let pattern):
            "route '\(pattern)' is already registered — remove it first to change its value"
        }
    }
}
