import TapbenchRouting

/// A dry run of the router for `route test URL`: every candidate in rank order, or the closest routes
/// and why each missed.
public struct RouteTest: Sendable, Hashable {
    public struct Candidate: Sendable, Hashable {
        public let route: String
        public let parameters: JSONObject
        public let screen: String
    }

    public struct NearMiss: Sendable, Hashable {
        public let route: String
        public let reason: String
    }

    public let url: String
    public let candidates: [Candidate]
    public let nearMisses: [NearMiss]
    public let missReason: String?
}

extension Device {
    /// Explains how the router would treat `url`, and records `route.tested`.
    @discardableResult
    public func testRoute(_ url: String) -> RouteTest {
        mutate { state in
            let routes = state.catalog.routes
            let explanation = routes.explain(url)
            let screens = Dictionary(routes.entries.map { ($0.pattern.description, $0.value) }, uniquingKeysWith: { first, _ in first })
            let test = RouteTest(
                url: url,
                candidates: explanation.candidates.map {
                    RouteTest.Candidate(route: $0.pattern.description, parameters: $0.parameters.json, screen: screens[$0.pattern.description] ?? "")
                },
                nearMisses: closest(explanation.nearMisses).map { RouteTest.NearMiss(route: $0.pattern.description, reason: $0.reason.description) },
                missReason: explanation.missReason?.description)
            state.emit(.routeTested(test))
            return test
        }
    }

    /// The near misses worth reading: those that share the URL's scheme, host and port, when any do.
    private func closest(_ misses: [RouteExplanation.NearMiss]) -> [RouteExplanation.NearMiss] {
        let sameAuthority = misses.filter { !["scheme", "host", "port"].contains($0.reason.code) }
        return sameAuthority.isEmpty ? misses : sameAuthority
    }

    /// Adds a route to the app's router.
    public func addRoute(_ pattern: RoutePattern, screen: String) throws(RouteError) {
        try mutate { state throws(RouteError) in try state.catalog.routes.add(pattern, value: screen) }
    }

    /// Removes a route; returns whether there was one.
    @discardableResult
    public func removeRoute(_ pattern: RoutePattern) -> Bool {
        mutate { state in state.catalog.routes.remove(pattern) }
    }

    /// Removes every route.
    public func removeAllRoutes() {
        mutate { state in state.catalog.routes.removeAll() }
    }
}
