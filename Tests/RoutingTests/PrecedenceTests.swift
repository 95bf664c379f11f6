import TapbenchRouting
import Testing

@Suite("Precedence between component kinds")
struct PrecedenceTests {
    /// One route per component kind, highest rank first; each accepts the segment `7189`.
    static let byRank = [
        "delivery://order/7189",
        "delivery://order/:id(int)",
        "delivery://order/:orderNumber",
        "delivery://order/*",
        "delivery://order/**",
    ]

    static let pairs: [(higher: String, lower: String)] = byRank.indices.flatMap { high in
        byRank.indices.filter { $0 > high }.map { (byRank[high], byRank[$0]) }
    }

    static func parameters(of pattern: String) -> RouteParameters {
        switch pattern {
        case "delivery://order/:id(int)": ["id": "7189"]
        case "delivery://order/:orderNumber": ["orderNumber": "7189"]
        case "delivery://order/**": ["**": "7189"]
        default: [:]
        }
    }

    @Test("precedence: literal > typed > parameter > '*' > '**' for every pair, in both registration orders", arguments: pairs)
    func pairPrecedence(higher: String, lower: String) throws {
        let expected = try expectedMatch(higher, Self.parameters(of: higher))
        #expect(try makeRouter(higher, lower).match("delivery://order/7189") == expected)
        #expect(try makeRouter(lower, higher).match("delivery://order/7189") == expected)
    }

    @Test("precedence: every full match is listed in rank order, whatever the registration order")
    func allCandidatesInRankOrder() throws {
        let router = try makeRouter(Self.byRank.reversed())
        let explanation = router.explain("delivery://order/7189")
        #expect(explanation.candidates == (try Self.byRank.map { try candidate($0, Self.parameters(of: $0)) }))
        #expect(explanation.winner == (try candidate("delivery://order/7189")))
        #expect(explanation.nearMisses.isEmpty)
        #expect(explanation.missReason == nil)
    }

    @Test("precedence: the typed parameter only wins when its type accepts the segment")
    func typedFallsBack() throws {
        let router = try makeRouter("delivery://order/:orderNumber", "delivery://order/:id(int)")
        #expect(router.match("delivery://order/7189") == (try expectedMatch("delivery://order/:id(int)", ["id": "7189"])))
        #expect(router.match("delivery://order/A-7189")
            == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "A-7189"])))
    }

    @Test("precedence: the trie backtracks out of a higher-ranked branch that fails deeper")
    func backtracking() throws {
        let router = try makeRouter(
            "delivery://order/7189/items/:item(int)",
            "delivery://order/:id(int)/items/fries",
            "delivery://order/*/items/:item",
            "delivery://order/**"
        )
        #expect(router.match("delivery://order/7189/items/12")
            == (try expectedMatch("delivery://order/7189/items/:item(int)", ["item": "12"])))
        #expect(router.match("delivery://order/7189/items/fries") == (try expectedMatch("delivery://order/:id(int)/items/fries", ["id": "7189"])))
        #expect(router.match("delivery://order/7189/items/burger") == (try expectedMatch("delivery://order/*/items/:item", ["item": "burger"])))
        #expect(router.match("delivery://order/7189/items/burger/large")
            == (try expectedMatch("delivery://order/**", ["**": "7189/items/burger/large"])))
    }

    @Test("precedence: required query keys filter routes without changing their rank")
    func queryKeysFilter() throws {
        let router = try makeRouter("https://example.com/search/:scope", "https://example.com/search/all?q&page?")
        #expect(router.match("https://example.com/search/all?q=shoes")
            == (try expectedMatch("https://example.com/search/all?q&page?", ["q": "shoes"])))
        #expect(router.match("https://example.com/search/all?page=2")
            == (try expectedMatch("https://example.com/search/:scope", ["scope": "all", "page": "2"])))
        let tie = try makeRouter("https://example.com/search?q", "https://example.com/search")
        #expect(tie.match("https://example.com/search?q=shoes") == (try expectedMatch("https://example.com/search?q", ["q": "shoes"])))
        #expect(tie.match("https://example.com/search") == (try expectedMatch("https://example.com/search")))
        #expect(tie.match("https://example.com/search?q%3D=x&Q=y") == (try expectedMatch("https://example.com/search", ["q=": "x", "Q": "y"])))
        #expect(tie.match("https://example.com/search?%71") == (try expectedMatch("https://example.com/search?q", ["q": ""])))
    }
}
