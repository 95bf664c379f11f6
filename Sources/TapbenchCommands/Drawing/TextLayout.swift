/// Laying a `Drawable` out into lines for a number of columns.
///
/// - A run is one line, its body cut with `…` when the columns run short.
/// - A column stacks its children's lines, left-aligned, each child given the full width.
/// - A row sets its children side by side (see `RowLayout`).
/// - A progress view is its label's lines, then a bar filling the width: `━━━━━━──────────── 55%`
///   (indeterminate: `╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌ ⟳`).
///
/// Lines come back without trailing spaces and never wider than the width asked for.
extension Drawable {
    /// The narrowest a progress bar is asked for inside a row: room for `━━━━━ 100%`.
    static let minimumBarWidth = 10

    func lines(width: Int) -> [String] {
        let width = max(width, 0)
        switch self {
        case .run(let run): return [run.fitted(toWidth: width).trimmedRight]
        case .progress(let fraction, let label): return (label?.lines(width: width) ?? []) + [Self.bar(fraction, width: width)]
        case .column(let children): return children.flatMap { $0.lines(width: width) }
        case .row(let children): return RowLayout(children: children).lines(width: width)
        case .spacer: return []
        }
    }

    /// The columns it needs to show everything without cutting; for something flexible, the least it
    /// should be given.
    var idealWidth: Int {
        switch self {
        case .run(let run): run.text.displayWidth
        case .progress(_, let label): max(label?.idealWidth ?? 0, Self.minimumBarWidth)
        case .column(let children): children.map(\.idealWidth).max() ?? 0
        case .row(let children): RowLayout(children: children).idealWidth
        case .spacer: 0
        }
    }

    /// Whether it grows into whatever width it is given: spacers, progress bars, and stacks holding one.
    var isFlexible: Bool {
        switch self {
        case .run: false
        case .progress, .spacer: true
        case .column(let children), .row(let children): children.contains(where: \.isFlexible)
        }
    }

    /// `━━━━━━━───────────────── 25%`: filled cells for the fraction, then the percentage.
    private static func bar(_ fraction: Double?, width: Int) -> String {
        let percent = DisplayValues.percent(fraction)
        let cells = width - percent.displayWidth - 1
        guard cells > 0 else { return percent.truncated(toWidth: width) }
        guard let fraction else { return String(run: "╌", cells) + " " + percent }
        let filled = Int((fraction * Double(cells)).rounded())
        return String(run: "━", filled) + String(run: "─", cells - filled) + " " + percent
    }
}
