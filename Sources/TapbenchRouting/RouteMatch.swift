/// The winning route for a URL.
///
/// Matching `delivery://order/A-7189?lang=en` against `delivery://order/:orderNumber` gives the
/// pattern, the parameters `orderNumber=A-7189, lang=en`, and the value registered with it.
public struct RouteMatch<Value: Sendable>: Sendable {
    /// The pattern that won: `delivery://order/:orderNumber`.
    public let pattern: RoutePattern
    /// Path parameters in pattern order, then query items in URL order: `orderNumber=A-7189, lang=en`.
    public let parameters: RouteParameters
    /// The value passed to ``Router/add(_:value:)`` with the pattern.
    public let value: Value

    /// A match as ``Router/match(_:)`` reports it.
    @inlinable
    public init(pattern: RoutePattern, parameters: RouteParameters, value: Value) {
        self.pattern = pattern
        self.parameters = parameters
        self.value = value
    }
}

extension RouteMatch: Equatable where Value: Equatable {}
