/// Delta debugging over a failing sequence (Zeller and Hildebrandt's ddmin): removes ever smaller runs of items
/// while the rest still fails, down to a sequence from which no single item can go.
///
/// ```swift
/// let smallest = await StepShrinker.minimize(steps) { await session(fails: $0) }
/// ```
enum StepShrinker {
    /// The smallest sequence found, keeping order, for which `fails` holds; `items` itself must fail.
    static func minimize<Item: Sendable>(_ items: [Item], fails: ([Item]) async -> Bool) async -> [Item] {
        var items = items
        var parts = 2
        while items.count >= 2 {
            let size = (items.count + parts - 1) / parts
            var removedOne = false
            var start = 0
            while start < items.count {
                let rest = Array(items[..<start] + items[min(start + size, items.count)...])
                if await fails(rest) {
                    items = rest
                    parts = max(parts - 1, 2)
                    removedOne = true
                    break
                }
                start += size
            }
            if !removedOne {
                guard parts < items.count else { break }
                parts = min(items.count, parts * 2)
            }
        }
        if items.count == 1, await fails([]) { return [] }
        return items
    }
}
