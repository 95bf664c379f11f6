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

    /// One line per custom scheme that routes use and the app does not declare: a link from outside the app
    /// cannot reach those routes, only the app's own `widgetURL`s and `Link`s can. None while the app's
    /// schemes are unknown.
    public var undeclaredSchemeProblems: [String] {
        guard let declared = urlSchemes else { return [] }
        var schemes: [String] = []
        var routes: [String: [String]] = [:]
        for route in routeList where !["http", "https"].contains(route.pattern.scheme) && !URLScheme.isDeclared(route.pattern.scheme, in: declared) {
            if routes[route.pattern.scheme] == nil { schemes.append(route.pattern.scheme) }
            routes[route.pattern.scheme, default: []].append(route.pattern.description)
        }
        let declaredList = declared.isEmpty ? "none" : declared.joined(separator: ", ")
        return schemes.map { scheme in
            let list = routes[scheme] ?? []
            return "\(list.count == 1 ? "route" : "routes") \(list.joined(separator: ", ")) \(list.count == 1 ? "uses" : "use") the URL scheme \(scheme), "
                + "which the app does not declare (it declares \(declaredList)): only its own widgetURLs and Links reach "
                + "\(list.count == 1 ? "it" : "them"), `open` does not; add \(scheme) to CFBundleURLSchemes in Info.plist"
        }
    }

    /// Registers `delivery://order/:orderNumber` → `OrderScreen`.
    public mutating func register(route pattern: String, screen: String) throws {
        try routes.add(RoutePattern(pattern), value: screen)
    }
}
