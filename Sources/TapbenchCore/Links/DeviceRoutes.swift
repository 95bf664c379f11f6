import TapbenchRouting

/// The app's router on one device, as the `route` command changes and tests it.
///
///     try device.routes.add(RoutePattern("pizza://order/:id"), screen: "OrderScreen")
///     device.routes.test("pizza://order/A-7189").candidates.first?.screen   // "OrderScreen"
public struct DeviceRoutes: Sendable {
    let device: Device

    /// Explains how the router would treat `url`, and records `route.tested`.
    @discardableResult
    public func test(_ url: String) -> RouteTest {
        device.mutate { state in
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
    public func add(_ pattern: RoutePattern, screen: String) throws(RouteError) {
        try device.mutate { state throws(RouteError) in try state.catalog.routes.add(pattern, value: screen) }
    }

    /// Removes a route; returns whether there was one.
    @discardableResult
    public func remove(_ pattern: RoutePattern) -> Bool {
        device.mutate { state in state.catalog.routes.remove(pattern) }
    }

    /// Removes every route.
    public func removeAll() {
        device.mutate { state in state.catalog.routes.removeAll() }
    }
}

extension Device {
    /// The app's router on this device.
    public var routes: DeviceRoutes { DeviceRoutes(device: self) }
}
