import TapbenchRouting
import Testing

@Suite("Percent-decoding")
struct PercentDecodingTests {
    @Test("percent-decoding: %2F stays inside its segment for parameters, literals and '**'")
    func encodedSlash() throws {
        let router = try makeRouter("delivery://files/:folder/:name", "delivery://archive/**", "delivery://docs/a%2Fb/:page")
        #expect(router.match("delivery://files/2024%2F07/report.pdf")
            == (try expectedMatch("delivery://files/:folder/:name", ["folder": "2024/07", "name": "report.pdf"])))
        #expect(router.match("delivery://files/2024/07/report.pdf") == nil)
        #expect(router.match("delivery://archive/2024%2F07") == (try expectedMatch("delivery://archive/**", ["**": "2024/07"])))
        #expect(router.match("delivery://docs/a%2Fb/3") == (try expectedMatch("delivery://docs/a%2Fb/:page", ["page": "3"])))
    }

    @Test("percent-decoding: %20 decodes in segments, literals and query items")
    func encodedSpace() throws {
        let router = try makeRouter("delivery://menu/ice%20cream/:flavour")
        #expect(router.match("delivery://menu/ice%20cream/salted%20caramel?note=extra%20cold")
            == (try expectedMatch("delivery://menu/ice%20cream/:flavour", ["flavour": "salted caramel", "note": "extra cold"])))
        #expect(router.match("delivery://menu/ice+cream/vanilla") == nil)
    }

    @Test("percent-decoding: '+' is a plus in the path and a space in the query")
    func plusInPathAndQuery() throws {
        let router = try makeRouter("delivery://menu/:dish")
        #expect(router.match("delivery://menu/fish+chips?side=mushy+peas&sauce=a%2Bb")
            == (try expectedMatch("delivery://menu/:dish", ["dish": "fish+chips", "side": "mushy peas", "sauce": "a+b"])))
    }

    @Test("percent-decoding: invalid escapes keep their raw text, in the path and in the query")
    func invalidEscapes() throws {
        let router = try makeRouter("delivery://files/:name", "delivery://promo/100%zz")
        #expect(router.match("delivery://files/%zz%4?code=%g1&rate=50%")
            == (try expectedMatch("delivery://files/:name", ["name": "%zz%4", "code": "%g1", "rate": "50%"])))
        #expect(router.match("delivery://promo/100%zz") == (try expectedMatch("delivery://promo/100%zz")))
        #expect(router.match("delivery://promo/100%25zz") == (try expectedMatch("delivery://promo/100%zz")))
        #expect(try RoutePattern("delivery://promo/100%zz").components == [.literal("100%zz")])
    }

    @Test("percent-decoding: bytes that are not UTF-8 become U+FFFD in values and never equal a literal")
    func invalidUTF8() throws {
        let router = try makeRouter("delivery://files/:name", "delivery://menu/%EF%BF%BD")
        #expect(router.match("delivery://files/%C3%28?x=%FF")
            == (try expectedMatch("delivery://files/:name", ["name": "\u{FFFD}(", "x": "\u{FFFD}"])))
        #expect(router.match("delivery://menu/%FF") == nil)
        #expect(router.match("delivery://menu/%EF%BF%BD") == (try expectedMatch("delivery://menu/%EF%BF%BD")))
        #expect(throws: RoutePatternError.invalidEncoding("%FF")) { try RoutePattern("delivery://menu/%FF") }
    }

    @Test("percent-decoding: RouteURL shows the decoded pieces")
    func routeURLPieces() throws {
        let url = try #require(RouteURL("DELIVERY://qa@Order:8443//A%2D7189/re%20ceipt/?lang=en&lang=fr&q=a+b#top"))
        #expect(url.scheme == "delivery")
        #expect(url.host == "order")
        #expect(url.port == 8443)
        #expect(url.segments == ["A-7189", "re ceipt"])
        #expect(url.query == ["lang": "en", "q": "a b"])
        #expect(url.authority == "delivery://order:8443")
        #expect(url.description == #"delivery://order:8443 ["A-7189", "re ceipt"] lang=en, q=a b"#)
        #expect(RouteURL("order/A-7189") == nil)
    }
}
