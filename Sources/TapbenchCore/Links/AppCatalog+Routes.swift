import TapbenchRouting

/// A deep-link route of the app: a pattern and the screen it opens.
public struct AppRoute: Sendable, Hashable {
    public let pattern: RoutePattern
    /// The app's screen, such as `OrderScreen`.
    public let screen: String
}

extension AppCatalog {
    /// The app's routes, in registration order.
    public var routeList: [AppRoute] {
        routes.entries.map { AppRoute(pattern: $0.pattern, screen: $0.value) }
    }

    /// Registers `delivery://order/:orderNumber` → `OrderScreen`.
    public mutating func register(route pattern: String, screen: String) throws {
        try routes.add(RoutePattern(pattern), value: screen)
    }
}
