import TapbenchRouting

/// A router whose value for each route is its own pattern text, registered in the given order.
func makeRouter(_ patterns: String...) throws -> Router<String> {
    try makeRouter(patterns)
}

func makeRouter(_ patterns: [String]) throws -> Router<String> {
    var router = Router<String>()
    for pattern in patterns {
        try router.add(RoutePattern(pattern), value: pattern)
    }
    return router
}

/// The match a router built by `makeRouter` reports for `pattern`.
func expectedMatch(_ pattern: String, _ parameters: RouteParameters = [:]) throws -> RouteMatch<String> {
    RouteMatch(pattern: try RoutePattern(pattern), parameters: parameters, value: pattern)
}

func candidate(_ pattern: String, _ parameters: RouteParameters = [:]) throws -> RouteExplanation.Candidate {
    RouteExplanation.Candidate(pattern: try RoutePattern(pattern), parameters: parameters)
}

func nearMiss(_ pattern: String, _ reason: RouteMissReason) throws -> RouteExplanation.NearMiss {
    RouteExplanation.NearMiss(pattern: try RoutePattern(pattern), reason: reason)
}

/// `name=value` strings in reported order, to check ordering as well as content.
func listed(_ parameters: RouteParameters?) -> [String] {
    parameters.map { $0.map { "\($0.name)=\($0.value)" } } ?? []
}
