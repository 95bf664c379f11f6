import TapbenchRouting
import Testing

@Suite("Explanations for route test")
struct ExplanationTests {
    static let routes = [
        "delivery://order/:orderNumber/receipt",
        "https://example.com/orders/:id(int)/help",
        "https://shop.example.com:8443/a/b",
        "https://example.com/search?q&page?",
    ]

    func explain(_ url: String) throws -> RouteExplanation {
        try makeRouter(Self.routes).explain(url)
    }

    @Test("explain: an int mismatch, ranked before literal, host and scheme misses")
    func intMismatch() throws {
        let explanation = try explain("https://example.com/orders/abc/help")
        #expect(explanation.candidates.isEmpty)
        #expect(explanation.nearMisses == [
            try nearMiss("https://example.com/orders/:id(int)/help", .notAnInt(segment: 2, value: "abc")),
            try nearMiss("https://example.com/search?q&page?", .literal(segment: 1, expected: "search", got: "orders")),
            try nearMiss("https://shop.example.com:8443/a/b", .host(expected: "shop.example.com", got: "example.com")),
            try nearMiss("delivery://order/:orderNumber/receipt", .scheme(expected: "delivery", got: "https")),
        ])
        #expect(explanation.missReason == .notAnInt(segment: 2, value: "abc"))
        #expect(explanation.missReason?.description == "segment 2: 'abc' is not an int")
        #expect(explanation.missReason?.code == "int")
    }

    @Test("explain: a port miss")
    func portMismatch() throws {
        let explanation = try explain("https://shop.example.com/a/b")
        #expect(explanation.nearMisses == [
            try nearMiss("https://shop.example.com:8443/a/b", .port(expected: 8443, got: nil)),
            try nearMiss("https://example.com/orders/:id(int)/help", .host(expected: "example.com", got: "shop.example.com")),
            try nearMiss("https://example.com/search?q&page?", .host(expected: "example.com", got: "shop.example.com")),
            try nearMiss("delivery://order/:orderNumber/receipt", .scheme(expected: "delivery", got: "https")),
        ])
        #expect(explanation.missReason?.description == "port: expected 8443, got none")
    }

    @Test("explain: too few segments, an extra segment and a wrong literal")
    func segmentMisses() throws {
        #expect(try explain("https://example.com/orders/12").nearMisses.first
            == (try nearMiss("https://example.com/orders/:id(int)/help", .segmentCount(expected: 3, got: 2, orMore: false))))
        #expect(try explain("https://example.com/orders/12").missReason?.description == "expected 3 segments, got 2")
        #expect(try explain("https://example.com/orders/12/help/x").missReason?.description == "extra segment 4 'x'")
        #expect(try explain("https://example.com/orders/12/helps").missReason?.description
            == "segment 3: expected 'help', got 'helps'")
    }

    @Test("explain: a missing required query key ranks closest")
    func missingQueryKey() throws {
        let explanation = try explain("https://example.com/search?page=2#q")
        #expect(explanation.nearMisses == [
            try nearMiss("https://example.com/search?q&page?", .missingQueryKey("q")),
            try nearMiss("https://example.com/orders/:id(int)/help", .literal(segment: 1, expected: "orders", got: "search")),
            try nearMiss("https://shop.example.com:8443/a/b", .host(expected: "shop.example.com", got: "example.com")),
            try nearMiss("delivery://order/:orderNumber/receipt", .scheme(expected: "delivery", got: "https")),
        ])
        #expect(explanation.missReason?.description == "missing query key 'q'")
    }

    @Test("explain: a host miss, summarised as 'no routes for' when nothing shares scheme and host")
    func hostMismatch() throws {
        let explanation = try explain("delivery://orders/A-7189/receipt")
        #expect(explanation.nearMisses == [
            try nearMiss("delivery://order/:orderNumber/receipt", .host(expected: "order", got: "orders")),
            try nearMiss("https://example.com/orders/:id(int)/help", .scheme(expected: "https", got: "delivery")),
            try nearMiss("https://shop.example.com:8443/a/b", .scheme(expected: "https", got: "delivery")),
            try nearMiss("https://example.com/search?q&page?", .scheme(expected: "https", got: "delivery")),
        ])
        #expect(explanation.nearMisses[0].reason.description == "host: expected 'order', got 'orders'")
        #expect(explanation.missReason == .noRoutes(authority: "delivery://orders"))
        #expect(explanation.missReason?.description == "no routes for delivery://orders")
        #expect(explanation.missReason?.code == "no_routes")
        #expect(try makeRouter().explain("delivery://order/A-7189").missReason?.description == "no routes for delivery://order")
    }

    @Test("explain: near misses that matched as many segments keep registration order")
    func equallyClose() throws {
        let router = try makeRouter("delivery://order/:orderNumber/receipt", "delivery://order/:orderNumber")
        let explanation = router.explain("delivery://order/A-7189/receipts")
        #expect(explanation.nearMisses == [
            try nearMiss("delivery://order/:orderNumber/receipt", .literal(segment: 2, expected: "receipt", got: "receipts")),
            try nearMiss("delivery://order/:orderNumber", .extraSegment(segment: 2, value: "receipts")),
        ])
        #expect(explanation.missReason?.description == "segment 2: expected 'receipt', got 'receipts'")
        #expect(explanation.nearMisses[1].reason.description == "extra segment 2 'receipts'")
        #expect(explanation.nearMisses[1].reason.code == "extra_segment")
    }

    @Test("explain: a scheme miss and at most five near misses, closest first")
    func schemeMismatchAndLimit() throws {
        let router = try makeRouter((1...7).map { "delivery://order/\($0)/:part" } + ["myapp://order/1/x"])
        let explanation = router.explain("https://order/1/x")
        #expect(explanation.nearMisses == [
            try nearMiss("delivery://order/1/:part", .scheme(expected: "delivery", got: "https")),
            try nearMiss("myapp://order/1/x", .scheme(expected: "myapp", got: "https")),
            try nearMiss("delivery://order/2/:part", .scheme(expected: "delivery", got: "https")),
            try nearMiss("delivery://order/3/:part", .scheme(expected: "delivery", got: "https")),
            try nearMiss("delivery://order/4/:part", .scheme(expected: "delivery", got: "https")),
        ])
        #expect(explanation.nearMisses[0].reason.description == "scheme: expected 'delivery', got 'https'")
        #expect(explanation.missReason == .noRoutes(authority: "https://order"))
    }

    @Test("explain: a route ending in '**' asks for at least its fixed segments")
    func catchAllSegmentCount() throws {
        let router = try makeRouter("delivery://order/:orderNumber/files/**")
        #expect(router.explain("delivery://order/A-7189").missReason == .segmentCount(expected: 2, got: 1, orMore: true))
        #expect(router.explain("delivery://order/A-7189").missReason?.description == "expected at least 2 segments, got 1")
    }

    @Test("explain: a full match lists candidates with parameters and no near misses")
    func matchExplanation() throws {
        let router = try makeRouter("delivery://order/:orderNumber", "delivery://order/*", "delivery://order/:orderNumber/receipt")
        let explanation = router.explain("delivery://order/A-7189?lang=en")
        #expect(explanation == RouteExplanation(
            input: "delivery://order/A-7189?lang=en",
            url: RouteURL("delivery://order/A-7189?lang=en"),
            candidates: [
                try candidate("delivery://order/:orderNumber", ["orderNumber": "A-7189", "lang": "en"]),
                try candidate("delivery://order/*", ["lang": "en"]),
            ],
            nearMisses: [],
            missReason: nil
        ))
        #expect(explanation.description == """
            url: delivery://order ["A-7189"] lang=en
            1. delivery://order/:orderNumber — orderNumber=A-7189, lang=en
            2. delivery://order/* — lang=en
            """)
        #expect(router.match("delivery://order/A-7189?lang=en")?.pattern == explanation.winner?.pattern)
    }

    @Test("explain: descriptions stay on one line and name the reason")
    func missDescription() throws {
        let router = try makeRouter("delivery://order/:orderNumber/receipt")
        let explanation = router.explain("delivery://order/A-7189/rec%0Aeipt")
        #expect(explanation.description == """
            url: delivery://order ["A-7189", "rec%0Aeipt"]
            no match: segment 2: expected 'receipt', got 'rec%0Aeipt'
            near: delivery://order/:orderNumber/receipt — segment 2: expected 'receipt', got 'rec%0Aeipt'
            """)
        #expect(router.explain("delivery:/x").description == "url: delivery:/x\nno match: missing '//' after 'delivery:'")
    }
}
