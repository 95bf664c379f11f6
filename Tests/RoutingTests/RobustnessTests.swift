import TapbenchRouting
import TapbenchCore
import Testing

@Suite("Bad input never crashes")
struct RobustnessTests {
    static let routes = [
        "delivery://order/:orderNumber", "delivery://order/:orderNumber/receipt", "delivery://order/*/items/:item(int)",
        "delivery://files/**", "https://example.com/orders/:id(int)/help", "https://example.com/search?q&page?",
        "https://shop.example.com:8443/a/b", "https://[::1]:8443/a/:b", "myapp:///settings", "delivery://order/7189/**",
    ]

    /// Match and explain agree: a match exists exactly when the explanation has candidates, and it is the first one.
    func checkConsistency(_ router: Router<String>, _ url: String) {
        let match = router.match(url)
        let explanation = router.explain(url)
        #expect(match?.pattern == explanation.winner?.pattern, "\(url.debugDescription)")
        #expect(match?.parameters == explanation.winner?.parameters, "\(url.debugDescription)")
        #expect((explanation.missReason == nil) == (match != nil), "\(url.debugDescription)")
        #expect(!(explanation.missReason?.description.contains("\n") ?? false), "\(url.debugDescription)")
    }

    @Test("robustness: awkward inputs are clean misses or matches")
    func awkwardInputs() throws {
        let router = try makeRouter(Self.routes)
        for url in ["", ":", "://", "%", "%%", "delivery:", "delivery:/x", "delivery://", "delivery:///", "delivery://order/%",
                    "delivery://order/%E2%82", "delivery://@", "delivery://a@b@order/A-7189", "https://[::1", "https://[::1]x/a/b",
                    "https://[", "https://]:1/", "https://:8443/a/b", "delivery://order:/A-7189", "delivery://order/A-7189?&&=&=&#",
                    "délivery://order/A-7189", "delivery://ördér/A-7189", "delivery://order/\u{0}", "\u{FEFF}delivery://order/A"] {
            checkConsistency(router, url)
        }
        #expect(router.match("delivery://a@b@order/A-7189")?.parameters == ["orderNumber": "A-7189"])
        #expect(router.match("https://user:secret@[::1]:8443/a/b")
            == (try expectedMatch("https://[::1]:8443/a/:b", ["b": "b"])))
        #expect(router.match("https://[::1]x/a/b") == nil)
    }

    @Test("robustness: thousands of seeded random byte strings go through match and explain")
    func randomBytes() throws {
        let router = try makeRouter(Self.routes)
        var generator = SplitMix64(seed: 0x7189)
        for _ in 0..<3000 {
            let length = Int.random(in: 0...48, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            checkConsistency(router, String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("robustness: thousands of seeded random URL-like strings go through match and explain")
    func randomURLPieces() throws {
        let router = try makeRouter(Self.routes)
        let pieces = ["delivery", "https", "myapp", "://", ":", "/", "//", "order", "files", "7189", "-12", "A-7189", "items",
                      "receipt", "%", "%2F", "%2", "%zz", "%E2%82%AC", "%FF", "+", "?", "&", "=", "q", "page", "#", "@", "[::1]",
                      "[", "]", "8443", "example.com", "shop.example.com", "é", "\u{0}", " ", "**", "*"]
        let starts = ["", "delivery://order/", "delivery://files/", "https://example.com/", "https://[::1]:8443/", "myapp:///"]
        var generator = SplitMix64(seed: 0xA7189)
        var matched = 0
        for _ in 0..<4000 {
            let count = Int.random(in: 0...8, using: &generator)
            let start = starts.randomElement(using: &generator) ?? ""
            let url = start + (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            checkConsistency(router, url)
            if router.match(url) != nil { matched += 1 }
        }
        #expect(matched > 0)
    }

    @Test("robustness: huge inputs are handled")
    func hugeInputs() throws {
        let router = try makeRouter(Self.routes)
        let longSegment = String(repeating: "A", count: 1_000_000)
        #expect(router.match("delivery://order/\(longSegment)")?.parameters["orderNumber"]?.count == 1_000_000)
        let manySegments = Array(repeating: "x%2F", count: 50_000).joined(separator: "/")
        #expect(router.match("delivery://files/\(manySegments)")?.parameters["**"]?.count == 50_000 * 2 + 49_999)
        #expect(router.match("delivery://order/\(manySegments)") == nil)
        let manyItems = (0..<50_000).map { "k\($0 % 25_000)=\($0)" }.joined(separator: "&")
        let match = router.match("delivery://order/A-7189?\(manyItems)")
        #expect(match?.parameters.count == 25_001)
        #expect(match?.parameters["k24999"] == "24999")
        #expect(router.explain("delivery://order/A-7189/\(manySegments)").missReason
            == .extraSegment(segment: 2, value: "x/"))
        let hugeHost = "https://" + String(repeating: "h", count: 200_000) + ":8443/a/b"
        #expect(router.match(hugeHost) == nil)
        #expect(router.explain(String(repeating: "%", count: 100_000)).missReason == .notAbsoluteURL)
    }
}
