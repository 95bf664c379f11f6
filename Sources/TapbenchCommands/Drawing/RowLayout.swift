/// `HStack` as text: children side by side, one space apart, centred vertically like SwiftUI's default.
///
/// Each child first gets its ideal width. Leftover columns go in equal shares to the flexible children
/// (spacers and progress bars), so `HStack { Text("Tonkotsu Pasadena"); Spacer(); Text("30 min") }`
/// puts `30 min` at the right edge. A spacer stands in for the space on either side of it and is at least
/// one column when it sits between two children. When the row is too wide, the widest child loses a column,
/// again and again, so the longest texts are cut with `…` first and end up level.
struct RowLayout {
    /// The children that draw something, and the spacers between them.
    let items: [Drawable]
    /// Each item's ideal width (a spacer's minimum), measured once: measuring walks the whole subtree.
    private let startingWidths: [Int]

    init(children: [Drawable]) {
        let items = children.filter { $0.isSpacer || !$0.drawsNothing }
        self.items = items
        startingWidths = items.indices.map { index in
            guard items[index].isSpacer else { return items[index].idealWidth }
            let between = index > 0 && !items[index - 1].isSpacer && items[(index + 1)...].contains { !$0.isSpacer }
            return between ? 1 : 0
        }
    }

    var idealWidth: Int {
        hasContent ? startingWidths.reduce(0, +) + gapTotal : 0
    }

    func lines(width: Int) -> [String] {
        guard hasContent else { return [] }
        let widths = widths(for: width)
        let blocks = items.indices.map { items[$0].isSpacer ? [] : items[$0].lines(width: widths[$0]) }
        let height = blocks.map(\.count).max() ?? 0
        return (0..<height).map { row in
            var line = ""
            for index in items.indices {
                let block = blocks[index]
                let top = (height - block.count) / 2
                let text = block.indices.contains(row - top) ? block[row - top] : ""
                line += text.padded(toWidth: widths[index]) + String(run: " ", gap(after: index))
            }
            return line.trimmedRight.truncated(toWidth: width)
        }
    }

    /// The columns each item gets in a row `width` wide.
    func widths(for width: Int) -> [Int] {
        var widths = startingWidths
        let total = widths.reduce(0, +) + gapTotal
        if total <= width {
            let growing = items.indices.filter { items[$0].isFlexible }
            guard !growing.isEmpty else { return widths }
            let extra = width - total
            for (rank, index) in growing.enumerated() {
                widths[index] += extra / growing.count + (rank < extra % growing.count ? 1 : 0)
            }
        } else {
            for _ in 0..<(total - width) {
                // The widest item that can still give a column; the first of equals.
                var widest: Int?
                for index in items.indices where !items[index].isSpacer && widths[index] > 1 {
                    if widest.map({ widths[index] > widths[$0] }) ?? true { widest = index }
                }
                guard let widest else { break }
                widths[widest] -= 1
            }
        }
        return widths
    }

    private var hasContent: Bool { items.contains { !$0.isSpacer } }

    private var gapTotal: Int { items.indices.reduce(0) { $0 + gap(after: $1) } }

    /// One space between neighbours, none beside a spacer or after the last item.
    private func gap(after index: Int) -> Int {
        guard index + 1 < items.count else { return 0 }
        return items[index].isSpacer || items[index + 1].isSpacer ? 0 : 1
    }
}
