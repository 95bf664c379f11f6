/// A route that can never win, reported by ``Router/shadowedRoutes()`` for `routes --check`.
///
/// A route is unreachable when, for every URL it matches, another route also matches and ranks
/// higher. Examples:
/// - `delivery://order/:id` registered after `delivery://order/:orderNumber`: same shape, and
///   exact ties go to the earlier route.
/// - `delivery://order/*` next to `delivery://order/:n`: both accept any one segment and a
///   parameter beats `*`.
/// - `delivery://files/**` registered twice under different spellings, such as
///   `DELIVERY://files/**` after `delivery://files/**`.
///
/// Partial shadowing is not a problem: `delivery://order/:id(int)` takes `delivery://order/7189`
/// but `delivery://order/:orderNumber` still takes `delivery://order/A-7189`.
///
/// How the check works, and its limits: for each segment count a route can match (one count
/// for a route without `**`; for a route ending in `**` every count from its fixed part up to
/// one past the longest registered pattern, beyond which nothing changes), it looks for another
/// route that accepts a superset of the route's URLs of that count, requires no query key the
/// route does not require, and ranks higher or ties and was registered earlier. Because ranking
/// depends only on component kinds, one such route per count is enough and the search is exact:
/// a route is reported exactly when it can never win. Literals are compared as decoded bytes,
/// so literals that differ only in Unicode normalization count as different, as they do when
/// matching. Optional query keys play no part. ``shadowedBy`` names, for each count, the best
/// ranked of the routes that hide it.
public struct ShadowedRoute: Sendable, Equatable, CustomStringConvertible {
    /// The route that can never win: `delivery://order/:id`.
    public let route: RoutePattern
    /// The routes that together win every URL it matches, earliest found first:
    /// `[delivery://order/:orderNumber]`.
    public let shadowedBy: [RoutePattern]
    /// One line naming the routes, e.g. `'delivery://order/:id' can never match:
    /// 'delivery://order/:orderNumber' matches every URL it matches and was registered earlier with the same shape`.
    public let description: String

    /// A problem as ``Router/shadowedRoutes()`` reports it; `sameShape` tells that the single shadowing
    /// route ties with `route` and wins only by being registered earlier.
    public init(route: RoutePattern, shadowedBy: [RoutePattern], sameShape: Bool) {
        self.route = route
        self.shadowedBy = shadowedBy
        let names = shadowedBy.map { "'\($0)'" }
        if names.count == 1 {
            let why = sameShape ? "was registered earlier with the same shape" : "ranks higher"
            description = "'\(route)' can never match: \(names[0]) matches every URL it matches and \(why)"
        } else {
            let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            description = "'\(route)' can never match: \(list) together match every URL it matches and rank higher"
        }
    }
}

extension RouteTrie {
    private enum Order {
        case higher, tie, lower
    }

    /// The route under test, seen at one segment count.
    private struct Target {
        let route: Int
        let components: [PathComponent]
        /// The number of components before a trailing `**`.
        let fixed: Int
        let hasCatchAll: Bool
        let length: Int

        /// The component that consumes segment `position`; a trailing `**` consumes all the rest.
        func component(at position: Int) -> PathComponent {
            position < fixed ? components[position] : .catchAll
        }
    }

    func shadowedRoutes() -> [ShadowedRoute] {
        var problems: [ShadowedRoute] = []
        for route in patterns.indices {
            let components = patterns[route].components
            let hasCatchAll = components.last == .catchAll
            let fixed = hasCatchAll ? components.count - 1 : components.count
            var shadows: [Int32] = []
            var sameShape = true
            var reachable = false
            for length in fixed...(hasCatchAll ? maxComponents + 1 : fixed) {
                let target = Target(route: route, components: components, fixed: fixed, hasCatchAll: hasCatchAll, length: length)
                guard let found = shadowing(root(of: patterns[route]), depth: 0, ahead: false, target) else {
                    reachable = true
                    break
                }
                sameShape = sameShape && found.tie
                if !shadows.contains(found.route) { shadows.append(found.route) }
            }
            if !reachable {
                problems.append(ShadowedRoute(
                    route: patterns[route],
                    shadowedBy: shadows.map { patterns[Int($0)] },
                    sameShape: sameShape && shadows.count == 1
                ))
            }
        }
        return problems
    }

    /// The best ranked route below `index` that accepts every URL of `target` (segments from
    /// `depth` on) and beats it, walking children in rank order. `ahead` means a component
    /// before `depth` already ranks higher than the target's.
    private func shadowing(_ index: Int32, depth: Int, ahead: Bool, _ target: Target) -> (route: Int32, tie: Bool)? {
        let node = nodes[Int(index)]
        guard depth < target.length else {
            let targetEndsInEmptyCatchAll = target.hasCatchAll && target.fixed == target.length
            let ending: Order = ahead || targetEndsInEmptyCatchAll ? .higher : .tie
            let emptyCatchAll: Order = ahead ? .higher : targetEndsInEmptyCatchAll ? .tie : .lower
            return firstShadowing(node.firstTerminal, target, ending)
                ?? firstShadowing(node.firstCatchAll, target, emptyCatchAll)
        }
        let component = target.component(at: depth)
        func order(_ rank: Int) -> Order {
            ahead || rank > component.rank ? .higher : rank == component.rank ? .tie : .lower
        }
        func descend(_ child: Int32, _ order: Order) -> (route: Int32, tie: Bool)? {
            child >= 0 && order != .lower ? shadowing(child, depth: depth + 1, ahead: order == .higher, target) : nil
        }
        if case .literal(let text) = component, node.hasLiteralChildren,
           let found = descend(edges.value(parent: UInt32(index), key: Array(text.utf8)), order(component.rank)) {
            return found
        }
        let intCovers = switch component {
        case .typed(_, .int): true
        case .literal(let text): Bytes.isInteger(text.utf8)
        case .parameter, .wildcard, .catchAll: false
        }
        if intCovers, let found = descend(node.intChild, order(PathComponent.typed("", .int).rank)) { return found }
        if let found = descend(node.parameterChild, order(PathComponent.parameter("").rank)) { return found }
        if let found = descend(node.wildcardChild, order(PathComponent.wildcard.rank)) { return found }
        return firstShadowing(node.firstCatchAll, target, order(PathComponent.catchAll.rank))
    }

    /// The first route of a list that beats the target given `order`, needs no query key the
    /// target lacks, and is not the target itself.
    private func firstShadowing(_ head: Int32, _ target: Target, _ order: Order) -> (route: Int32, tie: Bool)? {
        guard order != .lower else { return nil }
        var route = head
        while route >= 0 {
            let other = Int(route)
            if other != target.route, order == .higher || other < target.route,
               requiredKeys[other].allSatisfy(requiredKeys[target.route].contains) {
                return (route, order == .tie)
            }
            route = nextRoute[other]
        }
        return nil
    }
}
