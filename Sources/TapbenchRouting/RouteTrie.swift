/// The matching structure behind ``Router``.
///
/// The roots are keyed by normalized `scheme://host[:port]`; below a root each level is one path
/// segment. A node has literal children (in the shared ``ByteKeyTable``, keyed by node and
/// decoded segment), at most one `:name(int)`, one `:name` and one `*` child, and two lists of
/// routes in registration order: those that end at the node and those whose `**` starts there.
/// Routes that differ only in parameter names share nodes; names come from the winning pattern.
///
/// The search is a depth-first walk that tries children in rank order (literal, typed, parameter,
/// `*`, then `**`), and at the end of the URL tries routes that end before `**` routes, so the
/// first full match found is the best ranked one. Every node sits at one depth, so a lookup
/// visits each node at most once.
@usableFromInline
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var hasLiteralChildren = false
        var intChild: Int32 = -1
        var parameterChild: Int32 = -1
        var wildcardChild: Int32 = -1
        var firstTerminal: Int32 = -1
        var firstCatchAll: Int32 = -1
    }

    /// A URL's decoded segments and raw query while it is being matched.
    struct Input {
        let segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
        let query: UnsafeBufferPointer<UInt8>
    }

    /// The parent under which roots are stored in ``edges``.
    static let authorityParent = UInt32.max

    /// Every registered pattern; a route is its index here.
    private(set) var patterns: [RoutePattern] = []
    private(set) var nodes: [Node] = []
    private(set) var edges = ByteKeyTable()
    /// The next route in the same terminal or catch-all list, or -1.
    private(set) var nextRoute: [Int32] = []
    /// The decoded required query keys of each route.
    private(set) var requiredKeys: [[[UInt8]]] = []
    /// The most components any pattern has.
    private(set) var maxComponents = 0

    init() {}

    init(patterns: [RoutePattern]) {
        for pattern in patterns { append(pattern) }
    }

    mutating func append(_ pattern: RoutePattern) {
        let route = Int32(patterns.count)
        patterns.append(pattern)
        nextRoute.append(-1)
        requiredKeys.append(pattern.queryKeys.filter(\.isRequired).map { Array($0.name.utf8) })
        maxComponents = max(maxComponents, pattern.components.count)
        var node = child(of: Self.authorityParent, key: Array(pattern.authority.utf8))
        for component in pattern.components {
            switch component {
            case .literal(let text):
                nodes[Int(node)].hasLiteralChildren = true
                node = child(of: UInt32(node), key: Array(text.utf8))
            case .typed(_, .int):
                node = child(of: node, \.intChild)
            case .parameter:
                node = child(of: node, \.parameterChild)
            case .wildcard:
                node = child(of: node, \.wildcardChild)
            case .catchAll:
                appendRoute(route, to: node, \.firstCatchAll)
                return
            }
        }
        appendRoute(route, to: node, \.firstTerminal)
    }

    /// The root node for `pattern`'s authority; it exists once the pattern is registered.
    func root(of pattern: RoutePattern) -> Int32 {
        edges.value(parent: Self.authorityParent, key: Array(pattern.authority.utf8))
    }

    private mutating func child(of parent: UInt32, key: [UInt8]) -> Int32 {
        let existing = edges.value(parent: parent, key: key)
        if existing >= 0 { return existing }
        nodes.append(Node())
        let created = Int32(nodes.count - 1)
        edges.insert(parent: parent, key: key, value: created)
        return created
    }

    private mutating func child(of node: Int32, _ slot: WritableKeyPath<Node, Int32>) -> Int32 {
        let existing = nodes[Int(node)][keyPath: slot]
        if existing >= 0 { return existing }
        nodes.append(Node())
        let created = Int32(nodes.count - 1)
        nodes[Int(node)][keyPath: slot] = created
        return created
    }

    private mutating func appendRoute(_ route: Int32, to node: Int32, _ list: WritableKeyPath<Node, Int32>) {
        var last = nodes[Int(node)][keyPath: list]
        guard last >= 0 else {
            nodes[Int(node)][keyPath: list] = route
            return
        }
        while nextRoute[Int(last)] >= 0 { last = nextRoute[Int(last)] }
        nextRoute[Int(last)] = route
    }

    /// The best route for `url`, its pattern and its parameters, or nil.
    @usableFromInline
    func match(_ url: String) -> (route: Int, pattern: RoutePattern, parameters: RouteParameters)? {
        guard !patterns.isEmpty else { return nil }
        var url = url
        return url.withUTF8 { bytes in
            guard let view = try? URLView(scanning: bytes) else { return nil }
            return view.withParts { authorityKey, segments in
                let root = edges.value(parent: Self.authorityParent, key: authorityKey)
                guard root >= 0 else { return nil }
                let input = Input(segments: segments, query: view.query)
                var unused: [Int32] = []
                let route = search(root, depth: 0, input, collecting: &unused, all: false)
                return route < 0 ? nil : (Int(route), patterns[Int(route)], parameters(of: Int(route), input))
            }
        }
    }

    /// Depth-first search in rank order. Returns the first route that fully matches, or, with
    /// `all`, appends every full match to `found` in rank order and returns -1.
    func search(_ index: Int32, depth: Int, _ input: Input, collecting found: inout [Int32], all: Bool) -> Int32 {
        let node = nodes[Int(index)]
        guard depth < input.segments.count else {
            let route = accept(node.firstTerminal, input, collecting: &found, all: all)
            return route >= 0 ? route : accept(node.firstCatchAll, input, collecting: &found, all: all)
        }
        let segment = input.segments[depth]
        if node.hasLiteralChildren {
            let child = edges.value(parent: UInt32(index), key: segment)
            if child >= 0 {
                let route = search(child, depth: depth + 1, input, collecting: &found, all: all)
                if route >= 0 { return route }
            }
        }
        if node.intChild >= 0, ParameterType.int.accepts(segment) {
            let route = search(node.intChild, depth: depth + 1, input, collecting: &found, all: all)
            if route >= 0 { return route }
        }
        if node.parameterChild >= 0 {
            let route = search(node.parameterChild, depth: depth + 1, input, collecting: &found, all: all)
            if route >= 0 { return route }
        }
        if node.wildcardChild >= 0 {
            let route = search(node.wildcardChild, depth: depth + 1, input, collecting: &found, all: all)
            if route >= 0 { return route }
        }
        return accept(node.firstCatchAll, input, collecting: &found, all: all)
    }

    /// The first route of a list whose required query keys are all in the URL.
    private func accept(_ head: Int32, _ input: Input, collecting found: inout [Int32], all: Bool) -> Int32 {
        var route = head
        while route >= 0 {
            if hasRequiredKeys(Int(route), input.query) {
                if !all { return route }
                found.append(route)
            }
            route = nextRoute[Int(route)]
        }
        return -1
    }

    private func hasRequiredKeys(_ route: Int, _ query: UnsafeBufferPointer<UInt8>) -> Bool {
        let keys = requiredKeys[route]
        return keys.isEmpty || keys.allSatisfy { Self.query(query, contains: $0) }
    }

    /// Whether an item of the raw query has the decoded key `key`.
    static func query(_ query: UnsafeBufferPointer<UInt8>, contains key: [UInt8]) -> Bool {
        var start = 0
        while start < query.count {
            var end = start
            while end < query.count, query[end] != Bytes.ampersand, query[end] != Bytes.equals { end += 1 }
            let name = PercentDecoded(raw: UnsafeBufferPointer(rebasing: query[start..<end]), plusIsSpace: true)
            if name.elementsEqual(key) { return true }
            while end < query.count, query[end] != Bytes.ampersand { end += 1 }
            start = end + 1
        }
        return false
    }

    /// The parameters of `route` for a URL it matched: path parameters in pattern order, then query items.
    func parameters(of route: Int, _ input: Input) -> RouteParameters {
        var path: [RouteParameters.Element] = []
        for (position, component) in patterns[route].components.enumerated() {
            switch component {
            case .parameter(let name), .typed(let name, _):
                path.append((name, String(decoding: input.segments[position], as: UTF8.self)))
            case .catchAll:
                var rest: [UInt8] = []
                for segment in input.segments[position...] {
                    if !rest.isEmpty { rest.append(Bytes.slash) }
                    rest.append(contentsOf: segment)
                }
                path.append(("**", String(decoding: rest, as: UTF8.self)))
            case .literal, .wildcard:
                continue
            }
        }
        return RouteParameters(path: path, query: input.query)
    }
}
