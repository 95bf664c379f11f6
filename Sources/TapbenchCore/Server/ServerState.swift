/// The app's server as the device knows it: the stubs that answer, and every request the app made.
struct ServerState: Sendable, Codable {
    var stubs = ServerStubs()
    /// Every request on this device, oldest first.
    private(set) var log: [ServerExchange] = []

    init(stubs: [ServerStub]) {
        for stub in stubs { _ = self.stubs.add(stub) }
    }

    var nextNumber: Int { log.count + 1 }

    mutating func append(_ exchange: ServerExchange) {
        log.append(exchange)
    }

    /// Puts the requests made so far, the app's launch, in an order that does not depend on how its tasks were
    /// scheduled: by time, then method, URL and body. The launch sequence's tasks run side by side (seed 002,
    /// "Step 7", forwards each type's push-to-start token from a task of its own), so their order is not one
    /// the app decides. Called once, when the launch has settled; requests made later, under commands, keep the
    /// order they came in.
    mutating func settleLaunch() {
        log.sort { lhs, rhs in
            if lhs.at != rhs.at { return lhs.at < rhs.at }
            if lhs.request.method != rhs.request.method { return lhs.request.method < rhs.request.method }
            if lhs.request.url != rhs.request.url { return lhs.request.url < rhs.request.url }
            return lhs.request.body.lexicographicallyPrecedes(rhs.request.body)
        }
        for index in log.indices { log[index].number = index + 1 }
    }
}
