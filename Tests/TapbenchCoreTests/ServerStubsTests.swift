import Foundation
import TapbenchCore
import TapbenchRouting
import Testing

/// Which stub answers a request: the route ranking of DESIGN R15 over its URL, then its method, then the newest.
@Suite("Server stubs")
struct ServerStubsTests {
    let device = Device(app: AppCatalog(name: "Scores", bundleIdentifier: "com.example.scores"))

    @discardableResult
    func stub(_ method: String?, _ pattern: String, _ status: Int, times: Int? = nil) throws -> Int {
        device.server.add(ServerStub(method: method, pattern: try RoutePattern(pattern), answer: .response(.with(status: status, body: Data())), times: times))
    }

    /// The number of the stub that answers, or nil.
    func answer(_ method: String, _ url: String) -> Int? {
        guard case .answered(let exchange) = device.server.receive(ServerRequest(method: method, url: url)) else { return nil }
        return exchange.stub
    }

    @Test("the most specific pattern answers, segment by segment, as routes rank (R15): literal > typed > parameter > * > **")
    func specificity() throws {
        try stub("GET", "https://api.scores.example.com/**", 200)
        try stub("GET", "https://api.scores.example.com/games/*", 200)
        try stub("GET", "https://api.scores.example.com/games/:id", 200)
        try stub("GET", "https://api.scores.example.com/games/:id(int)", 200)
        try stub("GET", "https://api.scores.example.com/games/live", 200)
        #expect(answer("GET", "https://api.scores.example.com/games/live") == 5)
        #expect(answer("GET", "https://api.scores.example.com/games/2041") == 4)
        #expect(answer("GET", "https://api.scores.example.com/games/G-2041") == 3)
        #expect(answer("GET", "https://api.scores.example.com/games/G-2041/score") == 1)
        #expect(answer("GET", "https://api.scores.example.com") == 1)
    }

    @Test("for one pattern, a stub of the request's method beats '*', and the newest of them answers; registration order decides nothing else")
    func methodThenNewest() throws {
        try stub("POST", "https://api.scores.example.com/follows", 201)
        try stub(nil, "https://api.scores.example.com/follows", 503)
        try stub("POST", "https://api.scores.example.com/follows", 409)
        #expect(answer("POST", "https://api.scores.example.com/follows") == 3)
        #expect(answer("DELETE", "https://api.scores.example.com/follows") == 2)
        #expect(answer("post", "https://api.scores.example.com/follows") == 3)
    }

    @Test("patterns that differ only in their parameters' names match the same URLs: they tie, and the newest answers; removing it brings back the older")
    func renamedParameters() throws {
        try stub("POST", "https://api.delivery.example.com/orders/:orderID/cancel", 200)
        try stub("POST", "https://api.delivery.example.com/orders/:id/cancel", 409)
        #expect(answer("POST", "https://api.delivery.example.com/orders/A-7189/cancel") == 2)
        _ = device.server.remove(2)
        #expect(answer("POST", "https://api.delivery.example.com/orders/A-7189/cancel") == 1)
        try stub("POST", "https://api.delivery.example.com/orders/:order/cancel", 503)
        _ = device.server.remove(1)
        #expect(answer("POST", "https://api.delivery.example.com/orders/A-7189/cancel") == 3)
    }

    @Test("a used-up stub answers no more, and the next candidate does, down to a less specific pattern")
    func usedUp() throws {
        try stub("GET", "https://api.scores.example.com/**", 404)
        try stub("GET", "https://api.scores.example.com/games/:id", 503, times: 2)
        #expect([answer("GET", "https://api.scores.example.com/games/G-1"), answer("GET", "https://api.scores.example.com/games/G-1"), answer("GET", "https://api.scores.example.com/games/G-1")] == [2, 2, 1])
        #expect(device.server.stubs.map(\.isUsedUp) == [false, true])
    }

    @Test("scheme and host in any case, a default port and a query the pattern lists all match (R2, R4, R9); another host or scheme does not")
    func urlRules() throws {
        try stub("GET", "https://api.scores.example.com/search?q", 200)
        #expect(answer("GET", "HTTPS://API.Scores.example.com:443/search?q=herons&page=2") == 1)
        #expect(answer("GET", "https://api.scores.example.com/search") == nil)
        #expect(answer("GET", "http://api.scores.example.com/search?q=x") == nil)
        #expect(answer("GET", "https://scores.example.com/search?q=x") == nil)
    }

    @Test("removing a stub and clearing them all leave every request unanswered, and numbers are never reused")
    func removeAndClear() throws {
        try stub("GET", "https://api.scores.example.com/a", 200)
        try stub("GET", "https://api.scores.example.com/a", 201)
        #expect(device.server.remove(2)?.pattern.description == "https://api.scores.example.com/a")
        #expect(answer("GET", "https://api.scores.example.com/a") == 1)
        #expect(device.server.remove(2) == nil)
        #expect(device.server.removeAll() == 1)
        #expect(answer("GET", "https://api.scores.example.com/a") == nil)
        #expect(try stub("GET", "https://api.scores.example.com/a", 200) == 3)
    }

    @Test("the log numbers every request and records its answer, an unanswered one as offline with no stub")
    func log() throws {
        try stub("GET", "https://api.scores.example.com/a", 200)
        _ = answer("GET", "https://api.scores.example.com/a")
        _ = answer("GET", "https://api.scores.example.com/b")
        let log = device.server.log
        #expect(log.map(\.number) == [1, 2])
        #expect(log.map(\.stub) == [1, nil])
        #expect(log.map(\.isUnanswered) == [false, true])
        #expect(log.last?.reply == .failure(.offline))
    }

    @Test("a body's digest is SHA-256, as sha256sum prints it, across the 64-byte blocks FIPS 180-4 pads to")
    func digest() {
        #expect(BodySummary(Data([0xFF, 0x00]) + Data("abc".utf8)) == .binary(size: 5, sha256: "671c41a0cc12aac8fe94341219eca4d57319f6937d24a02d7613f4d6a9c7bb61"))
        #expect(BodySummary(Data(repeating: 0xFF, count: 70) + Data("tapbench".utf8)) == .binary(size: 78, sha256: "4d8152012903dfe6a57b6c98307e03d67642b12afb17cd19b71a981e26225133"))
    }
}
