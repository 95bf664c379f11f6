import TapbenchRouting

/// The stubs that answer the app's requests, numbered 1, 2, 3… in the order they came, as `server list`
/// shows them; a number is never reused on one device.
///
/// A request goes to the most specific pattern that matches its URL, ranked as deep-link routes are (DESIGN
/// R15: literal > `:name(int)` > `:name` > `*` > `**`, segment by segment). Among the stubs of that pattern, one
/// for the request's method beats one for every method, and the newest beats older ones, so a stub typed at
/// the prompt overrides the app's shipped answer for the same URL, as in OHHTTPStubs and WireMock (unlike
/// routes, where the earliest wins an exact tie, R16). A stub whose `times` are used up answers no more, and
/// the next candidate answers instead.
struct ServerStubs: Sendable {
    private(set) var entries: [NumberedStub] = []
    /// Each pattern once, to rank the patterns a URL matches.
    private var router = Router<String>()
    private var lastNumber = 0

    /// Adds a stub and returns its number.
    mutating func add(_ stub: ServerStub) -> Int {
        lastNumber += 1
        if !entries.contains(where: { $0.stub.pattern.description == stub.pattern.description }) {
            try? router.add(stub.pattern, value: stub.pattern.description)
        }
        entries.append(NumberedStub(number: lastNumber, stub: stub))
        return lastNumber
    }

    /// Removes stub `number`; returns it, or nil when there is none.
    mutating func remove(_ number: Int) -> ServerStub? {
        guard let index = entries.firstIndex(where: { $0.number == number }) else { return nil }
        let removed = entries.remove(at: index).stub
        if !entries.contains(where: { $0.stub.pattern.description == removed.pattern.description }) {
            router.remove(removed.pattern)
        }
        return removed
    }

    /// Removes every stub; returns how many there were.
    mutating func removeAll() -> Int {
        defer {
            entries.removeAll()
            router.removeAll()
        }
        return entries.count
    }

    /// The stub that answers `request`, counted as used; nil when none does.
    mutating func answer(_ request: ServerRequest) -> NumberedStub? {
        guard !entries.isEmpty else { return nil }
        for candidate in router.explain(request.url).candidates {
            let pattern = candidate.pattern.description
            let live = entries.indices.filter { entries[$0].stub.pattern.description == pattern && !entries[$0].isUsedUp }
            let chosen =
                live.last { entries[$0].stub.method == request.method } ?? live.last { entries[$0].stub.method == nil }
            if let chosen {
                entries[chosen].used += 1
                return entries[chosen]
            }
        }
        return nil
    }
}
