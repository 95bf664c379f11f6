import TapbenchCore

/// The expanded presentation's content: a top row of leading, center and trailing regions, then the
/// bottom region across the full width.
///
/// Top-row widths: the regions that draw something share the row, less one space between each pair, by
/// weight — leading 1, center 2, trailing 1 (a quarter, a half, a quarter). When priorities differ, the
/// regions with the highest priority weigh double. A region that needs less than its share keeps only what
/// it needs, and the rest is shared again among the others by weight; absent regions take no room.
/// Placement: leading at the left edge, trailing against the right edge, center in the middle of the row,
/// shifted just enough to keep a space from its neighbours; each region's lines are top-aligned.
struct ExpandedLayout {
    /// One or more regions at a position, drawn one under another.
    struct Region {
        let content: Drawable
        let priority: Double
    }

    private var regions: [ActivityPresentations.ExpandedRegion.Position: Region] = [:]

    /// Builds every region in `content(of: .expanded)` order, so their controls are numbered as tapped.
    init(_ expanded: [ActivityPresentations.ExpandedRegion], builder: inout DrawableBuilder) {
        for position in ActivityPresentations.ExpandedRegion.Position.allCases {
            let here = expanded.filter { $0.position == position }
            let content = Drawable.column(here.map { builder.build($0.content) })
            guard !content.drawsNothing else { continue }
            regions[position] = Region(content: content, priority: here.map(\.priority).max() ?? 0)
        }
    }

    func lines(width: Int) -> [String] {
        topRow(width: width) + (regions[.bottom]?.content.lines(width: width) ?? [])
    }

    private func topRow(width: Int) -> [String] {
        let slots: [(position: ActivityPresentations.ExpandedRegion.Position, region: Region)] =
            [.leading, .center, .trailing].compactMap { position in regions[position].map { (position, $0) } }
        guard !slots.isEmpty else { return [] }
        let available = max(width - (slots.count - 1), 0)
        let priorities = Set(slots.map(\.region.priority))
        let highest = priorities.max() ?? 0
        let weights = slots.map { slot in
            (slot.position == .center ? 2.0 : 1.0) * (priorities.count > 1 && slot.region.priority == highest ? 2 : 1)
        }
        let ideals = slots.map { $0.region.content.isFlexible ? available : $0.region.content.idealWidth }
        let widths = Self.shares(ideal: ideals, weights: weights, available: available)
        var blocks: [ActivityPresentations.ExpandedRegion.Position: [String]] = [:]
        for (slot, columns) in zip(slots, widths) {
            blocks[slot.position] = slot.region.content.lines(width: columns)
        }
        return Self.place(blocks, width: width)
    }

    /// Leading left, center in the middle of the row, trailing right, every line of a block aligned alike.
    private static func place(_ blocks: [ActivityPresentations.ExpandedRegion.Position: [String]], width: Int) -> [String] {
        let used = blocks.mapValues { $0.map(\.displayWidth).max() ?? 0 }
        let leadingEnd = blocks[.leading] == nil ? 0 : (used[.leading] ?? 0) + 1
        let trailingStart = blocks[.trailing] == nil ? width : width - (used[.trailing] ?? 0) - 1
        let centerWidth = used[.center] ?? 0
        let centerStart = max(leadingEnd, min((width - centerWidth) / 2, trailingStart - centerWidth))
        let height = blocks.values.map(\.count).max() ?? 0
        return (0..<height).map { row in
            func line(_ position: ActivityPresentations.ExpandedRegion.Position) -> String? {
                guard let block = blocks[position] else { return nil }
                return block.indices.contains(row) ? block[row] : ""
            }
            var text = line(.leading) ?? ""
            if let center = line(.center) {
                text = text.padded(toWidth: centerStart) + center.centered(inWidth: centerWidth)
            }
            if let trailing = line(.trailing) {
                text = text.padded(toWidth: width - trailing.displayWidth) + trailing
            }
            return text.trimmedRight
        }
    }

    /// Columns for each of `ideal` out of `available`, by weight, no one getting more than it needs.
    static func shares(ideal: [Int], weights: [Double], available: Int) -> [Int] {
        var result = ideal.map { _ in 0 }
        var open = Array(ideal.indices)
        var remaining = available
        while !open.isEmpty {
            let total = open.reduce(0) { $0 + weights[$1] }
            let satisfied = open.filter { Double(ideal[$0]) <= Double(remaining) * weights[$0] / total }
            guard !satisfied.isEmpty else {
                var given = 0
                for index in open {
                    result[index] = Int(Double(remaining) * weights[index] / total)
                    given += result[index]
                }
                for index in open.sorted(by: { (weights[$0], $1) > (weights[$1], $0) }).prefix(remaining - given) {
                    result[index] += 1
                }
                break
            }
            for index in satisfied {
                result[index] = ideal[index]
                remaining -= ideal[index]
            }
            open.removeAll { satisfied.contains($0) }
        }
        return result
    }
}
