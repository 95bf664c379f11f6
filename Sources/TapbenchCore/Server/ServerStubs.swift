import TapbenchRouting

/// The stubs that answer the app's requests, numbered 1, 2, 3… in the order they came, as `server list`
/// shows them; a number is never reused on one device.
///
/// A request goes to the most specific pattern that matches its URL, ranked as deep-link routes are (DESIGN
/// R15: literal > `:name(int)` > `:name` > `*` > `**`, segment by segment). Patterns of one shape, which differ
/// only in their parameters' names (`/orders/:id/cancel`, `/orders/:orderID/cancel`), match the same URLs and
/// tie. Among the stubs of the winning shape, one for the request's method beats one for every method, and the
/// newest beats older ones, so a stub typed at the prompt overrides the app's shipped answer for the same URL, as
/// in OHHTTPStubs and WireMock (unlike routes, where the earliest wins an exact tie, R16). A stub whose `times`
/// are used up answers no more, and the next candidate answers instead.
struct ServerStubs: Sendable, Codable {
    private(set) var entries: [NumberedStub] = []
    /// Each entry's pattern's shape, in the same order.
    private var shapes: [String] = []
    /// One pattern of each shape, to rank the patterns a URL matches; its value is the shape.
    private var router = Router<String>()
    private var lastNumber = 0

    init() {}

    /// In a device snapshot, the stubs and the last number given; the shapes and the router are made again.
    private enum CodingKeys: String, CodingKey {
        case entries, lastNumber
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for entry in try container.decode([NumberedStub].self, forKey: .entries) {
            let shape = Self.shape(of: entry.stub.pattern)
            if !shapes.contains(shape) { try router.add(entry.stub.pattern, value: shape) }
            entries.append(entry)
            shapes.append(shape)
        }
        lastNumber = try container.decode(Int.self, forKey: .lastNumber)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(lastNumber, forKey: .lastNumber)
    }

    /// What a pattern matches, without its parameters' names: `https://api.example.com/orders/:/cancel`.
    static func shape(of pattern: RoutePattern) -> String {
        let path = pattern.components.map { component -> String in
            switch component {
            case .literal(let text): "=" + text
            case .typed(_, let type): ":(\(type.rawValue))"
            case .parameter: ":"
            case .wildcard: "*"
            case .catchAll: "**"
            }
        }
        let query = pattern.queryKeys.map { $0.name + ($0.isRequired ? "" : "?") }.sorted()
        return "\(pattern.scheme)://\(pattern.host):\(pattern.port.map(String.init) ?? "")/" + path.joined(separator: "/") + "?" + query.joined(separator: "&")
    }

    /// Adds a stub and returns its number.
    mutating func add(_ stub: ServerStub) -> Int {
        lastNumber += 1
        let shape = Self.shape(of: stub.pattern)
        if !shapes.contains(shape) { try? router.add(stub.pattern, value: shape) }
        entries.append(NumberedStub(number: lastNumber, stub: stub))
        shapes.append(shape)
        return lastNumber
    }

    /// Removes stub `number`; returns it, or nil when there is none.
    mutating func remove(_ number: Int) -> ServerStub? {
        guard let index = entries.firstIndex(where: { $0.number == number }) else { return nil }
        let removed = entries.remove(at: index).stub
        let shape = shapes.remove(at: index)
        guard let registered = router.entries.first(where: { $0.value == shape })?.pattern, registered == removed.pattern else { return removed }
        router.remove(registered)
        if let other = shapes.firstIndex(of: shape) { try? router.add(entries[other].stub.pattern, value: shape) }
        return removed
    }

    /// Removes every stub; returns how many there were.
    mutating func removeAll() -> Int {
        defer {
            entries.removeAll()
            shapes.removeAll()
            router.removeAll()
        }
        return entries.count
    }

    /// The stub that answers `request`, counted as used; nil when none does.
    mutating func answer(_ request: ServerRequest) -> NumberedStub? {
        guard !entries.isEmpty else { return nil }
        for candidate in router.explain(request.url).candidates {
            let shape = Self.shape(of: candidate.pattern)
            let live = entries.indices.filter { shapes[$0] == shape && !entries[$0].isUsedUp }
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
