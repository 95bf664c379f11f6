import TapbenchRouting
import Testing

@Suite("Matching rules R1–R17")
struct RuleTests {
    @Test("R1: only absolute URLs with a valid scheme can match; anything else is a clean miss with a reason")
    func r1AbsoluteURLsOnly() throws {
        let router = try makeRouter("delivery://order/:orderNumber", "web+delivery.v-2://order/:orderNumber")
        #expect(router.match("delivery://order/A-7189") == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "A-7189"])))
        #expect(router.match("web+delivery.v-2://order/A-7189")
            == (try expectedMatch("web+delivery.v-2://order/:orderNumber", ["orderNumber": "A-7189"])))
        let misses: [(String, RouteMissReason)] = [
            ("", .notAbsoluteURL),
            ("order/A-7189", .notAbsoluteURL),
            ("/order/A-7189", .notAbsoluteURL),
            ("://order/A-7189", .notAbsoluteURL),
            ("1delivery://order/A-7189", .notAbsoluteURL),
            ("deli_very://order/A-7189", .notAbsoluteURL),
            (" delivery://order/A-7189", .notAbsoluteURL),
            ("%", .notAbsoluteURL),
            ("delivery:", .missingAuthority(scheme: "delivery")),
            ("delivery:/order/A-7189", .missingAuthority(scheme: "delivery")),
            ("Delivery:order/A-7189", .missingAuthority(scheme: "delivery")),
            ("delivery://order:84x3/A-7189", .invalidPort("84x3")),
            ("delivery://order:99999/A-7189", .invalidPort("99999")),
        ]
        for (url, reason) in misses {
            #expect(router.match(url) == nil, "\(url)")
            #expect(router.explain(url) == RouteExplanation(input: url, url: nil, candidates: [], nearMisses: [], missReason: reason))
        }
        #expect(RouteMissReason.notAbsoluteURL.description == "not an absolute URL with a scheme")
    }

    @Test("R2: scheme and host compare case-insensitively; a custom scheme's first word is the host; an empty host matches only an empty host")
    func r2SchemeAndHost() throws {
        let router = try makeRouter("delivery://order/:orderNumber", "myapp:///settings", "myapp://settings")
        let pattern = try RoutePattern("delivery://order/:orderNumber")
        #expect(pattern.host == "order")
        #expect(pattern.components == [.parameter("orderNumber")])
        #expect(router.match("DELIVERY://Order/A-7189") == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "A-7189"])))
        #expect(router.match("myapp:///settings") == (try expectedMatch("myapp:///settings")))
        #expect(router.match("myapp://settings") == (try expectedMatch("myapp://settings")))
        #expect(router.match("MyApp://SETTINGS/") == (try expectedMatch("myapp://settings")))
        #expect(router.match("myapp://x/settings") == nil)
        #expect(router.match("delivery://order") == nil)
        #expect(router.explain("delivery://order").missReason == .segmentCount(expected: 1, got: 0, orMore: false))
    }

    @Test("R3: path literals are case-sensitive; parameter values keep their case")
    func r3CaseSensitivePath() throws {
        let router = try makeRouter("delivery://order/:orderNumber/receipt")
        #expect(router.match("delivery://order/A-7189/Receipt") == nil)
        #expect(router.match("delivery://order/a-7189/receipt")
            == (try expectedMatch("delivery://order/:orderNumber/receipt", ["orderNumber": "a-7189"])))
        #expect(router.match("delivery://order/A-7189/receipt")
            == (try expectedMatch("delivery://order/:orderNumber/receipt", ["orderNumber": "A-7189"])))
    }

    @Test("R4: the port is part of the match; an explicit default port equals no port")
    func r4Ports() throws {
        let router = try makeRouter(
            "https://shop.example.com:8443/a/b", "https://shop.example.com/a/b", "http://shop.example.com/a/b"
        )
        #expect(router.match("https://shop.example.com:8443/a/b") == (try expectedMatch("https://shop.example.com:8443/a/b")))
        #expect(router.match("https://shop.example.com/a/b") == (try expectedMatch("https://shop.example.com/a/b")))
        #expect(router.match("https://shop.example.com:443/a/b") == (try expectedMatch("https://shop.example.com/a/b")))
        #expect(router.match("https://shop.example.com:/a/b") == (try expectedMatch("https://shop.example.com/a/b")))
        #expect(router.match("http://shop.example.com:80/a/b") == (try expectedMatch("http://shop.example.com/a/b")))
        #expect(router.match("https://shop.example.com:80/a/b") == nil)
        #expect(router.match("http://shop.example.com:443/a/b") == nil)
        #expect(router.match("https://shop.example.com:9000/a/b") == nil)
        #expect(try RoutePattern("https://shop.example.com:443/a/b").port == nil)
        #expect(try RoutePattern("https://shop.example.com:8443/a/b").port == 8443)
    }

    @Test("R5: empty segments are dropped; a trailing slash is ignored; a parameter never matches an empty string")
    func r5EmptySegments() throws {
        let router = try makeRouter("delivery://order/:orderNumber/receipt")
        let receipt = try expectedMatch("delivery://order/:orderNumber/receipt", ["orderNumber": "A-7189"])
        #expect(router.match("delivery://order/A-7189/receipt/") == receipt)
        #expect(router.match("delivery://order//A-7189///receipt//") == receipt)
        #expect(router.match("delivery://order//receipt") == nil)
        #expect(router.match("delivery://order/%20/receipt")
            == (try expectedMatch("delivery://order/:orderNumber/receipt", ["orderNumber": " "])))
        #expect(router.explain("delivery://order//receipt").missReason == .segmentCount(expected: 2, got: 1, orMore: false))
    }

    @Test("R6: percent-decoding happens per segment after splitting, as UTF-8; invalid escapes stay raw; invalid UTF-8 becomes U+FFFD")
    func r6PercentDecoding() throws {
        let router = try makeRouter("delivery://files/:name", "delivery://menu/cr%C3%A8me", "delivery://docs/a%2Fb")
        func name(_ url: String) -> String? { router.match(url)?.parameters["name"] }
        #expect(name("delivery://files/a%2Fb") == "a/b")
        #expect(name("delivery://files/Oven%20Guide.pdf") == "Oven Guide.pdf")
        #expect(name("delivery://files/%E2%82%AC") == "€")
        #expect(name("delivery://files/100%zz") == "100%zz")
        #expect(name("delivery://files/%4") == "%4")
        #expect(name("delivery://files/50%") == "50%")
        #expect(name("delivery://files/%FF") == "\u{FFFD}")
        #expect(name("delivery://files/%E2%82") == "\u{FFFD}")
        #expect(router.match("delivery://menu/crème") == (try expectedMatch("delivery://menu/cr%C3%A8me")))
        #expect(router.match("delivery://menu/cr%c3%a8me") == (try expectedMatch("delivery://menu/cr%C3%A8me")))
        #expect(router.match("delivery://docs/a%2fb") == (try expectedMatch("delivery://docs/a%2Fb")))
        #expect(router.match("delivery://docs/a/b") == nil)
    }

    @Test("R7: in the path '+' is a literal plus")
    func r7PlusInPath() throws {
        let router = try makeRouter("delivery://menu/:dish", "delivery://search/c++")
        #expect(router.match("delivery://menu/fish+chips") == (try expectedMatch("delivery://menu/:dish", ["dish": "fish+chips"])))
        #expect(router.match("delivery://search/c++") == (try expectedMatch("delivery://search/c++")))
        #expect(router.match("delivery://search/c%2B%2B") == (try expectedMatch("delivery://search/c++")))
        #expect(router.match("delivery://search/c%20%20") == nil)
    }

    @Test("R8: in the query '+' is a space, then percent-decoding applies")
    func r8PlusInQuery() throws {
        let router = try makeRouter("https://example.com/search")
        let match = router.match("https://example.com/search?q=red+shoes&tag=c%2B%2B&mixed=a%2Bb+c&sp%61ce+key=1")
        #expect(listed(match?.parameters) == ["q=red shoes", "tag=c++", "mixed=a+b c", "space key=1"])
    }

    @Test("R9: query items split on '&' with empty items skipped, each on its first '='")
    func r9QuerySplitting() throws {
        let router = try makeRouter("https://example.com/search")
        let match = router.match("https://example.com/search?&q=shoes&&filter=size=42&=orphan&")
        #expect(listed(match?.parameters) == ["q=shoes", "filter=size=42"])
    }

    @Test("R10: '?flag' gives an empty value; query keys are case-sensitive")
    func r10FlagsAndKeyCase() throws {
        let router = try makeRouter("delivery://order/:orderNumber?lang")
        let match = router.match("delivery://order/A-7189?gift&Lang=en&lang=fr")
        #expect(listed(match?.parameters) == ["orderNumber=A-7189", "gift=", "Lang=en", "lang=fr"])
        #expect(router.match("delivery://order/A-7189?Lang=en") == nil)
        #expect(router.match("delivery://order/A-7189?lang")?.parameters == ["orderNumber": "A-7189", "lang": ""])
    }

    @Test("R11: a repeated query key keeps its first value")
    func r11FirstValueWins() throws {
        let router = try makeRouter("delivery://order/:orderNumber")
        #expect(router.match("delivery://order/A-7189?lang=en&lang=fr&lang")
            == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "A-7189", "lang": "en"])))
    }

    @Test("R12: the fragment is ignored entirely")
    func r12FragmentIgnored() throws {
        let router = try makeRouter("delivery://order/:orderNumber")
        let plain = try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "A-7189"])
        #expect(router.match("delivery://order/A-7189#receipt") == plain)
        #expect(router.match("delivery://order/A-7189/#/receipt?lang=en") == plain)
        #expect(router.match("delivery://order/A-7189?lang=en#x?y=1&z")
            == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "A-7189", "lang": "en"])))
        #expect(router.match("delivery://order#/A-7189") == nil)
    }

    @Test("R13: ':x(int)' matches -?[0-9]+ over the whole decoded segment; values are reported as strings")
    func r13IntParameters() throws {
        let router = try makeRouter("https://example.com/orders/:id(int)/help")
        func id(_ segment: String) -> String? { router.match("https://example.com/orders/\(segment)/help")?.parameters["id"] }
        #expect(id("7189") == "7189")
        #expect(id("-2") == "-2")
        #expect(id("007") == "007")
        #expect(id("%37%31") == "71")
        #expect(id("99999999999999999999999") == "99999999999999999999999")
        for bad in ["12a", "-", "+5", "1.5", "1%20", "", "--1", "１２"] {
            #expect(id(bad) == nil, "\(bad)")
        }
    }

    @Test("R14: '**' matches zero or more segments; its value is the rest joined with '/', reported as '**'")
    func r14CatchAll() throws {
        let router = try makeRouter("delivery://files/**", "delivery://order/:orderNumber/**")
        #expect(router.match("delivery://files") == (try expectedMatch("delivery://files/**", ["**": ""])))
        #expect(router.match("delivery://files/") == (try expectedMatch("delivery://files/**", ["**": ""])))
        #expect(router.match("delivery://files/manuals//Oven%20Guide.pdf/")
            == (try expectedMatch("delivery://files/**", ["**": "manuals/Oven Guide.pdf"])))
        #expect(router.match("delivery://files/a%2Fb/c") == (try expectedMatch("delivery://files/**", ["**": "a/b/c"])))
        #expect(router.match("delivery://order/A-7189/receipt/pdf")
            == (try expectedMatch("delivery://order/:orderNumber/**", ["orderNumber": "A-7189", "**": "receipt/pdf"])))
        #expect(router.match("delivery://order") == nil)
    }

    @Test("R15: only full matches rank; the first differing segment decides; a route that ends beats an empty '**'")
    func r15Ranking() throws {
        let router = try makeRouter(
            "delivery://order/latest/help",
            "delivery://order/:orderNumber/receipt",
            "delivery://order/*/receipt/:format",
            "delivery://order/:orderNumber/:section",
            "delivery://order/**",
            "delivery://files",
            "delivery://files/**",
            "delivery://menu/:section/today",
            "delivery://menu/desserts/:day"
        )
        #expect(router.match("delivery://order/latest/receipt")
            == (try expectedMatch("delivery://order/:orderNumber/receipt", ["orderNumber": "latest"])))
        #expect(router.match("delivery://order/latest/help") == (try expectedMatch("delivery://order/latest/help")))
        #expect(router.match("delivery://order/A-7189/tracking")
            == (try expectedMatch("delivery://order/:orderNumber/:section", ["orderNumber": "A-7189", "section": "tracking"])))
        #expect(router.match("delivery://order/A-7189/receipt/pdf")
            == (try expectedMatch("delivery://order/*/receipt/:format", ["format": "pdf"])))
        #expect(router.match("delivery://order/A-7189/receipt/pdf/2")
            == (try expectedMatch("delivery://order/**", ["**": "A-7189/receipt/pdf/2"])))
        #expect(router.match("delivery://files") == (try expectedMatch("delivery://files")))
        #expect(router.match("delivery://files/x") == (try expectedMatch("delivery://files/**", ["**": "x"])))
        #expect(router.match("delivery://menu/desserts/today")
            == (try expectedMatch("delivery://menu/desserts/:day", ["day": "today"])))
    }

    @Test("R16: registration order does not matter, except that exact ties go to the earliest registered")
    func r16RegistrationOrder() throws {
        let patterns = [
            "delivery://order/:orderNumber",
            "delivery://order/:id(int)",
            "delivery://order/7189",
            "delivery://order/*",
            "delivery://order/**",
            "delivery://order/:orderNumber/receipt",
        ]
        let forward = try makeRouter(patterns)
        let backward = try makeRouter(patterns.reversed())
        for url in ["delivery://order/7189", "delivery://order/42", "delivery://order/A-7189",
                    "delivery://order/A-7189/receipt", "delivery://order/A-7189/x", "delivery://order"] {
            #expect(forward.match(url) == backward.match(url), "\(url)")
        }
        let first = try makeRouter("delivery://order/:orderNumber", "delivery://order/:id")
        let second = try makeRouter("delivery://order/:id", "delivery://order/:orderNumber")
        #expect(first.match("delivery://order/A-7189") == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "A-7189"])))
        #expect(second.match("delivery://order/A-7189") == (try expectedMatch("delivery://order/:id", ["id": "A-7189"])))
    }

    @Test("R17: parameters are path parameters in pattern order (with '**'), then query items in URL order; the path wins a name clash")
    func r17ParameterOrder() throws {
        let router = try makeRouter("delivery://order/:orderNumber/items/:item/**")
        let match = router.match(
            "delivery://order/A-7189/items/fries/extra/large?item=burger&lang=en&orderNumber=X&lang=fr&**=all&size=L"
        )
        #expect(listed(match?.parameters) == ["orderNumber=A-7189", "item=fries", "**=extra/large", "lang=en", "size=L"])
        #expect(match?.parameters == ["orderNumber": "A-7189", "item": "fries", "**": "extra/large", "lang": "en", "size": "L"])
        #expect(match?.parameters != ["item": "fries", "orderNumber": "A-7189", "**": "extra/large", "lang": "en", "size": "L"])
        #expect(match?.parameters.description == "orderNumber=A-7189, item=fries, **=extra/large, lang=en, size=L")
    }
}
