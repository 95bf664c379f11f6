import TapbenchRouting
import TapbenchCore
import Testing

@Suite("Shadowing checks for routes --check")
struct ProblemTests {
    func problem(_ route: String, _ shadowedBy: [String], sameShape: Bool) throws -> ShadowedRoute {
        ShadowedRoute(route: try RoutePattern(route), shadowedBy: try shadowedBy.map(RoutePattern.init), sameShape: sameShape)
    }

    @Test("problems: a later route with the same shape can never win")
    func sameShapeRegisteredLater() throws {
        let router = try makeRouter("delivery://order/:orderNumber", "delivery://order/:id")
        let problems = router.shadowedRoutes()
        #expect(problems == [try problem("delivery://order/:id", ["delivery://order/:orderNumber"], sameShape: true)])
        #expect(problems.map(\.description) == [
            "'delivery://order/:id' can never match: 'delivery://order/:orderNumber' matches every URL it matches and was registered earlier with the same shape",
        ])
    }

    @Test("problems: '*' is hidden by a parameter at the same place, in either registration order")
    func wildcardUnderParameter() throws {
        let expected = [try problem("delivery://order/*", ["delivery://order/:n"], sameShape: false)]
        #expect(try makeRouter("delivery://order/*", "delivery://order/:n").shadowedRoutes() == expected)
        #expect(try makeRouter("delivery://order/:n", "delivery://order/*").shadowedRoutes() == expected)
        #expect(expected[0].description
            == "'delivery://order/*' can never match: 'delivery://order/:n' matches every URL it matches and ranks higher")
    }

    @Test("problems: duplicate '**' routes and '**' routes under an equal prefix registered earlier")
    func catchAllDuplicates() throws {
        let router = try makeRouter(
            "delivery://a/**", "DELIVERY://A/**", "delivery://files/:kind/**", "delivery://files/:type/**", "delivery://files/*/**"
        )
        #expect(router.shadowedRoutes() == [
            try problem("DELIVERY://A/**", ["delivery://a/**"], sameShape: true),
            try problem("delivery://files/:type/**", ["delivery://files/:kind/**"], sameShape: true),
            try problem("delivery://files/*/**", ["delivery://files/:kind/**"], sameShape: false),
        ])
    }

    @Test("problems: a '**' route hidden by several routes together names them all")
    func catchAllHiddenByTwoRoutes() throws {
        let router = try makeRouter("delivery://files", "delivery://files/:name/**", "delivery://files/**")
        let problems = router.shadowedRoutes()
        #expect(problems == [try problem("delivery://files/**", ["delivery://files", "delivery://files/:name/**"], sameShape: false)])
        #expect(problems.first?.description == "'delivery://files/**' can never match: 'delivery://files' and "
            + "'delivery://files/:name/**' together match every URL it matches and rank higher")
    }

    @Test("problems: partial shadowing is not a problem")
    func partialShadowing() throws {
        let router = try makeRouter(
            "delivery://order/:id(int)", "delivery://order/:name", "delivery://order/7189", "delivery://order/**",
            "delivery://files/:name/**", "delivery://files/**", "https://example.com/search?q", "https://example.com/search",
            "https://shop.example.com/a", "https://shop.example.com:8443/a", "delivery://menu/:section/today", "delivery://menu/desserts/:day"
        )
        #expect(router.shadowedRoutes() == [])
        for url in ["delivery://order/12", "delivery://order/A-7189", "delivery://order/7189", "delivery://order"] {
            #expect(router.match(url) != nil, "\(url)")
        }
    }

    @Test("problems: query requirements decide whether a same-shape route is hidden")
    func queryRequirements() throws {
        #expect(try makeRouter("https://example.com/search", "https://example.com/search?q").shadowedRoutes()
            == [try problem("https://example.com/search?q", ["https://example.com/search"], sameShape: true)])
        #expect(try makeRouter("https://example.com/search?q", "https://example.com/search").shadowedRoutes() == [])
        #expect(try makeRouter("https://example.com/search?q", "https://example.com/search?q&page?").shadowedRoutes()
            == [try problem("https://example.com/search?q&page?", ["https://example.com/search?q"], sameShape: true)])
    }

    @Test("problems: ranking decides at the first differing segment, so a typed route under a plain one stays reachable")
    func typedCoverage() throws {
        #expect(try makeRouter("delivery://order/:id(int)", "delivery://order/7189").shadowedRoutes() == [])
        #expect(try makeRouter("delivery://order/:id/items/:item", "delivery://order/:n(int)/items/*").shadowedRoutes() == [])
        #expect(try makeRouter("delivery://order/:id(int)/items/:item", "delivery://order/:n(int)/items/*").shadowedRoutes()
            == [try problem("delivery://order/:n(int)/items/*", ["delivery://order/:id(int)/items/:item"], sameShape: false)])
    }

    /// The URLs use every literal, an int that is no literal and a value that is no int, at every
    /// length up to one past the longest fixed part, with every set of required keys; a route
    /// that wins any URL at all wins one of these.
    @Test("problems: agree with a brute-force search over representative URLs for seeded random tables")
    func agreesWithBruteForce() async throws {
        let kinds = ["a", "b", "7", ":p(int)", ":p", "*"]
        let queries = ["", "?q", "?r", "?q&r"]
        let segmentValues = ["a", "b", "7", "42", "zz"]
        var urls: [String] = []
        for length in 0...3 {
            var paths = [""]
            for _ in 0..<length { paths = paths.flatMap { path in segmentValues.map { path + "/" + $0 } } }
            urls += paths.flatMap { path in queries.map { "delivery://order" + path + $0 } }
        }
        var generator = SplitMix64(seed: 0x0A71_89)
        var unreachableSeen = 0
        for _ in 0..<400 {
            // Seconds of work in all: a turn for the tests beside it after each table keeps Swift's
            // cooperative threads from being held that long.
            await Task.yield()
            var texts: [String] = []
            for _ in 0..<Int.random(in: 3...7, using: &generator) {
                let length = Int.random(in: 0...2, using: &generator)
                var path = (0..<length).map { position in
                    let kind = kinds.randomElement(using: &generator) ?? "*"
                    return kind == ":p(int)" ? ":p\(position)(int)" : kind == ":p" ? ":p\(position)" : kind
                }
                if Int.random(in: 0..<3, using: &generator) == 0 { path.append("**") }
                let query = Bool.random(using: &generator) ? "" : queries.randomElement(using: &generator) ?? ""
                let text = "delivery://order" + path.map { "/" + $0 }.joined() + query
                if !texts.contains(text) { texts.append(text) }
            }
            let router = try makeRouter(texts)
            let winners = Set(urls.compactMap { router.match($0)?.value })
            let unreachable = texts.filter { !winners.contains($0) }
            #expect(router.shadowedRoutes().map(\.route.description) == unreachable, "\(texts)")
            unreachableSeen += unreachable.count
        }
        #expect(unreachableSeen > 80, "\(unreachableSeen)")
    }
}
