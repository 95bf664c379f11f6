import TapbenchRouting
import Testing

@Suite("Route patterns")
struct RoutePatternTests {
    @Test("pattern: the pieces of a pattern, with the text kept exactly as registered")
    func pieces() throws {
        let pattern = try RoutePattern("HTTPS://Shop.Example.com:8443/orders/:id(int)/items/*/Re%20ceipt/**?q&page?")
        #expect(pattern.description == "HTTPS://Shop.Example.com:8443/orders/:id(int)/items/*/Re%20ceipt/**?q&page?")
        #expect(pattern.scheme == "https")
        #expect(pattern.host == "shop.example.com")
        #expect(pattern.port == 8443)
        #expect(pattern.components == [.literal("orders"), .typed("id", .int), .literal("items"), .wildcard, .literal("Re ceipt"), .catchAll])
        #expect(pattern.components.map(\.description) == ["orders", ":id(int)", "items", "*", "Re%20ceipt", "**"])
        #expect(pattern.queryKeys == [QueryKey(name: "q", isRequired: true), QueryKey(name: "page", isRequired: false)])
        #expect(pattern.queryKeys.map(\.description) == ["q", "page?"])
        #expect(try RoutePattern("myapp:///settings").host == "")
        #expect(try RoutePattern("https://[::1]:8443/a").host == "[::1]")
        #expect(PathComponent.literal(":today").description == "%3Atoday")
        #expect(PathComponent.literal("a/b*").description == "a%2Fb%2A")
    }

    @Test("pattern: equality and hashing follow the text")
    func equality() throws {
        #expect(try RoutePattern("delivery://order/:orderNumber") == RoutePattern("delivery://order/:orderNumber"))
        #expect(try RoutePattern("delivery://order/:orderNumber") != RoutePattern("DELIVERY://order/:orderNumber"))
        #expect(try Set([RoutePattern("delivery://order/:a"), RoutePattern("delivery://order/:a")]).count == 1)
    }

    @Test("pattern: parse errors name the bad piece and what would be right", arguments: [
        ("order/:orderNumber", RoutePatternError.missingScheme(pattern: "order/:orderNumber"),
         "missing scheme in 'order/:orderNumber' — write scheme://host/path, e.g. delivery://order/:orderNumber"),
        ("", .missingScheme(pattern: ""), "missing scheme in '' — write scheme://host/path, e.g. delivery://order/:orderNumber"),
        ("my_app://order", .invalidScheme("my_app"), "invalid scheme 'my_app' — a scheme is a letter followed by letters, digits, '+', '-' or '.'"),
        ("1app://order", .invalidScheme("1app"), "invalid scheme '1app' — a scheme is a letter followed by letters, digits, '+', '-' or '.'"),
        ("delivery:order/:orderNumber", .missingAuthority(scheme: "delivery"),
         "missing '//' after 'delivery:' — write delivery://host/path, e.g. delivery://order/:orderNumber"),
        ("delivery://order/A 7189", .controlCharacter(pattern: "delivery://order/A 7189"),
         "'delivery://order/A 7189' contains a space or control character — percent-encode it, e.g. %20"),
        ("delivery://qa@order/:orderNumber", .userInfo("qa"), "user info 'qa@' is not allowed in a pattern — remove it; it is ignored when matching"),
        ("https://[::1/orders", .invalidHost("[::1"), "invalid host '[::1' — write an IPv6 host as [::1], optionally followed by :port"),
        ("https://shop.example.com:84x3/a", .invalidPort("84x3"), "invalid port '84x3' — a port is a number from 0 to 65535"),
        ("https://shop.example.com:70000/a", .invalidPort("70000"), "invalid port '70000' — a port is a number from 0 to 65535"),
        ("delivery://order/:orderNumber#receipt", .fragment("receipt"),
         "fragment '#receipt' is not allowed in a pattern — fragments are ignored when matching"),
        ("delivery://files/**/receipt", .catchAllNotLast(followedBy: "receipt"), "'**' must be the last segment, but 'receipt' follows it"),
        ("delivery://order/A-*", .misplacedWildcard(segment: "A-*"), "'*' must be a whole segment in 'A-*' — use * for one segment or ** for the rest"),
        ("delivery://order/***", .misplacedWildcard(segment: "***"), "'*' must be a whole segment in '***' — use * for one segment or ** for the rest"),
        ("delivery://order/:", .missingParameterName(segment: ":"), "missing parameter name in ':' — write e.g. :orderNumber or :id(int)"),
        ("delivery://order/:(int)", .missingParameterName(segment: ":(int)"), "missing parameter name in ':(int)' — write e.g. :orderNumber or :id(int)"),
        ("delivery://order/:order.number", .invalidParameterName("order.number"),
         "invalid parameter name 'order.number' — use letters, digits, '_' or '-', starting with a letter or '_'"),
        ("delivery://order/:id(int", .malformedParameter(segment: ":id(int"), "malformed parameter ':id(int' — write :name or :name(int)"),
        ("delivery://order/:id(int)x", .malformedParameter(segment: ":id(int)x"), "malformed parameter ':id(int)x' — write :name or :name(int)"),
        ("delivery://order/:id(uuid)", .unknownParameterType(type: "uuid", segment: ":id(uuid)"),
         "unknown parameter type 'uuid' in ':id(uuid)' — supported: int"),
        ("delivery://order/:id/items/:id(int)", .duplicateParameter("id"), "duplicate parameter name 'id' — give each parameter its own name"),
        ("delivery://files/%FF", .invalidEncoding("%FF"), "'%FF' does not percent-decode to UTF-8 text"),
        ("https://example.com/search?q=shoes", .queryKeyWithValue("q=shoes"),
         "query key 'q=shoes' must not have a value — write ?key for a required key or ?key? for an optional one"),
        ("https://example.com/search??", .emptyQueryKey("?"),
         "empty query key '?' — write ?key for a required key or ?key? for an optional one"),
        ("https://example.com/search?q&page?&q?", .duplicateQueryKey("q"), "duplicate query key 'q' — list each key once"),
    ])
    func parseErrors(text: String, error: RoutePatternError, message: String) {
        #expect(throws: error) { try RoutePattern(text) }
        #expect(error.description == message)
    }
}
