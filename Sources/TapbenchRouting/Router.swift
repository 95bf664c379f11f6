/// A table of deep-link routes, matched through a trie.
///
/// ```swift
/// var router = Router<String>()
/// try router.add(RoutePattern("delivery://order/:orderNumber"), value: "OrderScreen")
/// router.match("delivery://order/A-7189")?.parameters["orderNumber"]  // "A-7189"
/// ```
///
/// Ranking: only full matches count. Candidates are compared segment by segment from the left
/// and the first difference decides: literal > `:name(int)` > `:name` > `*` > `**`, and a route
/// that ends beats a `**` that matches nothing. Exact ties go to the earliest registered route;
/// otherwise registration order does not matter. Required query keys filter routes without
/// changing their rank.
///
/// `Router` is a value type; copies share storage until one of them changes.
public struct Router<Value: Sendable>: Sendable {
    @usableFromInline var trie = RouteTrie()
    @usableFromInline var values: [Value] = []
    private var registered: Set<String> = []

    /// An empty router.
    public init() {}

    /// Registers `pattern` with `value`.
    ///
    /// - Throws: ``RouteError/duplicatePattern(_:)`` when the same pattern text is already registered.
    public mutating func add(_ pattern: RoutePattern, value: Value) throws(RouteError) {
        guard registered.insert(pattern.description).inserted else { throw .duplicatePattern(pattern) }
        trie.append(pattern)
        values.append(value)
    }

    /// Removes the route with exactly this pattern text; returns whether there was one.
    ///
    /// Removal rebuilds the trie, so it costs time proportional to the number of routes.
    @discardableResult
    public mutating func remove(_ pattern: RoutePattern) -> Bool {
        guard registered.remove(pattern.description) != nil,
              let index = trie.patterns.firstIndex(of: pattern)
        else { return false }
        var patterns = trie.patterns
        patterns.remove(at: index)
        values.remove(at: index)
        trie = RouteTrie(patterns: patterns)
        return true
    }

    /// Removes every route.
    public mutating func removeAll() {
        trie = RouteTrie()
        values = []
        registered = []
    }

    /// The registered patterns in registration order.
    public var patterns: [RoutePattern] {
        trie.patterns
    }

    /// The registered routes with their values, in registration order.
    public var entries: [(pattern: RoutePattern, value: Value)] {
        Array(zip(trie.patterns, values))
    }

    /// The number of registered routes.
    public var count: Int {
        values.count
    }

    /// The best full match for `url`, or nil.
    ///
    /// `match("delivery://order/A-7189")` with `delivery://order/:orderNumber` registered gives
    /// `orderNumber=A-7189`. Anything that is not an absolute URL with a scheme is a miss, never a crash.
    /// Use ``explain(_:)`` to learn why a URL missed.
    @inlinable
    public func match(_ url: String) -> RouteMatch<Value>? {
        guard let found = trie.match(url) else { return nil }
        return RouteMatch(pattern: found.pattern, parameters: found.parameters, value: values[found.route])
    }

    /// A dry run of ``match(_:)`` for `route test`: the parsed URL, every full match in rank order,
    /// and, when nothing matches, the closest routes with the reason each one failed.
    public func explain(_ url: String) -> RouteExplanation {
        trie.explain(url)
    }

    /// Routes that can never win, for `routes --check`; see ``ShadowedRoute``.
    public func shadowedRoutes() -> [ShadowedRoute] {
        trie.shadowedRoutes()
    }
}
