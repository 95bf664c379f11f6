import TapbenchRouting
import Testing

@Suite("Route table")
struct RouterTableTests {
    @Test("table: patterns keep registration order")
    func registrationOrder() throws {
        let texts = ["delivery://order/:orderNumber", "https://example.com/orders/:id(int)/help", "delivery://files/**", "myapp:///settings"]
        let router = try makeRouter(texts)
        #expect(router.patterns.map(\.description) == texts)
        #expect(router.count == 4)
    }

    @Test("table: adding the same pattern text twice throws an error naming it and changes nothing")
    func duplicateAdd() throws {
        var router = try makeRouter("delivery://order/:orderNumber")
        let pattern = try RoutePattern("delivery://order/:orderNumber")
        #expect(throws: RouteError.duplicatePattern(pattern)) { try router.add(pattern, value: "again") }
        #expect(RouteError.duplicatePattern(pattern).description
            == "route 'delivery://order/:orderNumber' is already registered — remove it first to change its value")
        #expect(router.patterns == [pattern])
        #expect(router.match("delivery://order/A-7189")?.value == "delivery://order/:orderNumber")
        try router.add(RoutePattern("DELIVERY://order/:orderNumber"), value: "other spelling")
        #expect(router.count == 2)
    }

    @Test("table: removal takes a route out of matching and keeps the order of the rest")
    func removal() throws {
        var router = try makeRouter(
            "delivery://order/:orderNumber", "delivery://order/7189", "delivery://order/:orderNumber/receipt", "delivery://files/**"
        )
        #expect(router.match("delivery://order/7189") == (try expectedMatch("delivery://order/7189")))
        #expect(router.remove(try RoutePattern("delivery://order/7189")))
        #expect(!router.remove(try RoutePattern("delivery://order/7189")))
        #expect(!router.remove(try RoutePattern("delivery://order/:id")))
        #expect(router.patterns.map(\.description)
            == ["delivery://order/:orderNumber", "delivery://order/:orderNumber/receipt", "delivery://files/**"])
        #expect(router.match("delivery://order/7189") == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "7189"])))
        #expect(router.match("delivery://order/7189/receipt")
            == (try expectedMatch("delivery://order/:orderNumber/receipt", ["orderNumber": "7189"])))
        #expect(router.match("delivery://files/a") == (try expectedMatch("delivery://files/**", ["**": "a"])))
        try router.add(RoutePattern("delivery://order/7189"), value: "delivery://order/7189")
        #expect(router.match("delivery://order/7189") == (try expectedMatch("delivery://order/7189")))
        router.removeAll()
        #expect(router.patterns.isEmpty)
        #expect(router.match("delivery://order/7189") == nil)
        try router.add(RoutePattern("delivery://order/7189"), value: "delivery://order/7189")
        #expect(router.match("delivery://order/7189") == (try expectedMatch("delivery://order/7189")))
    }

    @Test("table: a router is a value; changing a copy leaves the original alone")
    func valueSemantics() throws {
        let original = try makeRouter("delivery://order/:orderNumber")
        var copy = original
        try copy.add(RoutePattern("delivery://order/7189"), value: "delivery://order/7189")
        copy.remove(try RoutePattern("delivery://order/:orderNumber"))
        #expect(original.patterns.map(\.description) == ["delivery://order/:orderNumber"])
        #expect(original.match("delivery://order/7189") == (try expectedMatch("delivery://order/:orderNumber", ["orderNumber": "7189"])))
        #expect(copy.match("delivery://order/7189") == (try expectedMatch("delivery://order/7189")))
        #expect(copy.match("delivery://order/A-7189") == nil)
    }

    @Test("table: a router can be shared across concurrent tasks")
    func concurrentMatching() async throws {
        let router = try makeRouter("delivery://order/:orderNumber", "https://example.com/orders/:id(int)/help")
        let results = await withTaskGroup(of: String?.self) { group in
            for task in 0..<8 {
                group.addTask { router.match("delivery://order/A-\(task)")?.parameters["orderNumber"] }
            }
            return await group.reduce(into: Set<String?>()) { $0.insert($1) }
        }
        #expect(results == Set((0..<8).map { "A-\($0)" }))
    }
}
