/// A dry run of ``Router/match(_:)`` for the REPL command `route test URL`.
///
/// For `delivery://order/A-7189/receipts` with the routes `delivery://order/:orderNumber/receipt`
/// and `delivery://order/:orderNumber`, registered in that order, there are no candidates; the near
/// misses are `delivery://order/:orderNumber/receipt` (`segment 2: expected 'receipt', got 'receipts'`)
/// and `delivery://order/:orderNumber` (`extra segment 2 'receipts'`), and ``missReason`` is the first.
///
/// Explanations may scan every route; only ``Router/match(_:)`` is tuned for speed.
public struct RouteExplanation: Sendable, Equatable, CustomStringConvertible {
    /// A route that fully matches, with the parameters it would report.
    public struct Candidate: Sendable, Equatable {
        /// `delivery://order/:orderNumber`.
        public let pattern: RoutePattern
        /// `orderNumber=A-7189`.
        public let parameters: RouteParameters

        /// A candidate as ``RouteExplanation/candidates`` lists it.
        public init(pattern: RoutePattern, parameters: RouteParameters) {
            self.pattern = pattern
            self.parameters = parameters
        }
    }

    /// A route that did not match, with the first reason it failed.
    public struct NearMiss: Sendable, Equatable {
        /// `delivery://order/:orderNumber/receipt`.
        public let pattern: RoutePattern
        /// `segment 2: expected 'receipt', got 'receipts'`.
        public let reason: RouteMissReason

        /// A near miss as ``RouteExplanation/nearMisses`` lists it.
        public init(pattern: RoutePattern, reason: RouteMissReason) {
            self.pattern = pattern
            self.reason = reason
        }
    }

    /// The URL as given.
    public let input: String
    /// The URL split the way the router sees it, or nil when it is not an absolute URL.
    public let url: RouteURL?
    /// Every full match in rank order; the first is what ``Router/match(_:)`` returns.
    public let candidates: [Candidate]
    /// Without candidates, up to 5 closest routes, closest first: same scheme, host and port
    /// before others, then routes whose path matched (missing only a query key), then the most
    /// leading segments matched, then routes with as many segments as the URL, then registration
    /// order. Empty when there are candidates.
    public let nearMisses: [NearMiss]
    /// Without candidates, one reason for the miss: the URL's own problem, the reason of the
    /// closest near miss, or ``RouteMissReason/noRoutes(authority:)`` when no route shares the
    /// URL's scheme and host. Nil when the URL matches.
    public let missReason: RouteMissReason?

    /// An explanation as ``Router/explain(_:)`` builds it.
    public init(input: String, url: RouteURL?, candidates: [Candidate], nearMisses: [NearMiss], missReason: RouteMissReason?) {
        self.input = input
        self.url = url
        self.candidates = candidates
        self.nearMisses = nearMisses
        self.missReason = missReason
    }

    /// The route that wins, if any.
    public var winner: Candidate? {
        candidates.first
    }

    /// Several lines for the REPL: the parsed URL, then the ranked candidates or the near misses.
    public var description: String {
        var lines = ["url: " + (url?.description ?? RouteMissReason.printable(input))]
        for (rank, candidate) in candidates.enumerated() {
            let parameters = RouteMissReason.printable(candidate.parameters.description)
            lines.append("\(rank + 1). \(candidate.pattern)" + (parameters.isEmpty ? "" : " — \(parameters)"))
        }
        if let missReason { lines.append("no match: \(missReason)") }
        for miss in nearMisses { lines.append("near: \(miss.pattern) — \(miss.reason)") }
        return lines.joined(separator: "\n")
    }
}

extension RouteTrie {
    private struct Diagnosis {
        let route: Int
        let reason: RouteMissReason
        let closeness: (authority: Int, pathMatched: Int, segments: Int, sameLength: Int, earlier: Int)
    }

    func explain(_ text: String) -> RouteExplanation {
        var url = text
        return url.withUTF8 { bytes in
            let view: URLView
            do throws(URLView.Failure) {
                view = try URLView(scanning: bytes)
            } catch {
                return RouteExplanation(input: text, url: nil, candidates: [], nearMisses: [], missReason: Self.reason(error, bytes))
            }
            return view.withParts { authorityKey, segments in
                explain(text, view, authorityKey, Input(segments: segments, query: view.query))
            }
        }
    }

    private static func reason(_ failure: URLView.Failure, _ bytes: UnsafeBufferPointer<UInt8>) -> RouteMissReason {
        switch failure {
        case .notAbsolute:
            .notAbsoluteURL
        case .missingAuthority(let schemeEnd):
            .missingAuthority(scheme: String(decoding: bytes[..<schemeEnd].map(Bytes.lowercased), as: UTF8.self))
        case .invalidPort(let start, let end):
            .invalidPort(String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }

    private func explain(
        _ text: String, _ view: URLView, _ authorityKey: UnsafeBufferPointer<UInt8>, _ input: Input
    ) -> RouteExplanation {
        let url = RouteURL(view, segments: input.segments)
        var found: [Int32] = []
        let root = edges.value(parent: Self.authorityParent, key: authorityKey)
        if root >= 0 { _ = search(root, depth: 0, input, collecting: &found, all: true) }
        let candidates = found.map {
            RouteExplanation.Candidate(pattern: patterns[Int($0)], parameters: parameters(of: Int($0), input))
        }
        guard candidates.isEmpty else {
            return RouteExplanation(input: text, url: url, candidates: candidates, nearMisses: [], missReason: nil)
        }
        let scheme = view.scheme
        let host = view.host
        let misses = patterns.indices
            .compactMap { diagnose($0, scheme: scheme, host: host, port: view.port, input) }
            .sorted { $0.closeness > $1.closeness }
            .prefix(5)
        let sharesHost = misses.first.map { $0.closeness.authority >= 2 } ?? false
        return RouteExplanation(
            input: text, url: url, candidates: [],
            nearMisses: misses.map { RouteExplanation.NearMiss(pattern: patterns[$0.route], reason: $0.reason) },
            missReason: sharesHost ? misses.first?.reason : .noRoutes(authority: url.authority)
        )
    }

    /// The first reason `route` fails, checking scheme, host, port, segments left to right,
    /// then required query keys; nil when it matches.
    private func diagnose(_ route: Int, scheme: [UInt8], host: [UInt8], port: Int?, _ input: Input) -> Diagnosis? {
        let pattern = patterns[route]
        var authority = 3
        var authorityReason: RouteMissReason?
        if !pattern.scheme.utf8.elementsEqual(scheme) {
            authority = 0
            authorityReason = .scheme(expected: pattern.scheme, got: String(decoding: scheme, as: UTF8.self))
        } else if !pattern.host.utf8.elementsEqual(host) {
            authority = 1
            authorityReason = .host(expected: pattern.host, got: String(decoding: host, as: UTF8.self))
        } else if pattern.port != port {
            authority = 2
            authorityReason = .port(expected: pattern.port, got: port)
        }
        let path = Self.pathMismatch(pattern.components, input.segments)
        let missingKey = pattern.queryKeys.first { $0.isRequired && !Self.query(input.query, contains: Array($0.name.utf8)) }
        guard let reason = authorityReason ?? path.reason ?? missingKey.map({ .missingQueryKey($0.name) }) else { return nil }
        let sameLength = authority == 3 && pattern.components.count == input.segments.count ? 1 : 0
        return Diagnosis(route: route, reason: reason, closeness: (authority, path.reason == nil ? 1 : 0, path.matched, sameLength, -route))
    }

    private static func pathMismatch(
        _ components: [PathComponent], _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    ) -> (matched: Int, reason: RouteMissReason?) {
        for (position, component) in components.enumerated() {
            if component == .catchAll { return (position, nil) }
            guard position < segments.count else {
                let orMore = components.last == .catchAll
                let expected = orMore ? components.count - 1 : components.count
                return (position, .segmentCount(expected: expected, got: segments.count, orMore: orMore))
            }
            let segment = segments[position]
            switch component {
            case .literal(let text) where !text.utf8.elementsEqual(segment):
                return (position, .literal(segment: position + 1, expected: text, got: String(decoding: segment, as: UTF8.self)))
            case .typed(_, let type) where !type.accepts(segment):
                switch type {
                case .int: return (position, .notAnInt(segment: position + 1, value: String(decoding: segment, as: UTF8.self)))
                }
            default:
                continue
            }
        }
        guard segments.count <= components.count else {
            let extra = String(decoding: segments[components.count], as: UTF8.self)
            return (components.count, .extraSegment(segment: components.count + 1, value: extra))
        }
        return (components.count, nil)
    }
}
