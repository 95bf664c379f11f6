/// A presentation reduced to what a terminal can show: runs of text, progress bars, rows and columns.
///
/// Built from a `ViewNode` by `DrawableBuilder`, which resolves timers and dates against the virtual
/// clock and numbers the controls; laid out into lines by `lines(width:)`.
indirect enum Drawable: Sendable {
    /// One line of text: `[1] ` + `Cancel`, or `[3] ` + `Help` + ` ↗`.
    case run(Run)
    /// `ProgressView`: its label's lines, then a bar as wide as it is given. `fraction` nil is indeterminate.
    case progress(fraction: Double?, label: Drawable?)
    /// Children one under another (`VStack`, and a `ZStack`'s top layer plus the controls beneath it).
    case column([Drawable])
    /// Children side by side (`HStack`).
    case row([Drawable])
    /// Takes a share of a row's leftover width; alone it draws nothing.
    case spacer

    /// Draws nothing at all.
    static let nothing = Drawable.column([])

    /// A line of text whose `body` gives way first when columns run short; `lead` and `trail` stay whole,
    /// so a control keeps its `[n]` marker however narrow its column.
    struct Run: Sendable {
        var lead = ""
        var body: String
        var trail = ""

        var text: String { lead + body + trail }

        /// The run cut to `width` columns: `[1] Cancel` at 7 is `[1] Ca…`.
        func fitted(toWidth width: Int) -> String {
            let fixed = lead.displayWidth + trail.displayWidth
            guard text.displayWidth > width else { return text }
            guard width > fixed else { return text.truncated(toWidth: width) }
            return lead + body.truncated(toWidth: width - fixed) + trail
        }
    }

    var isSpacer: Bool {
        if case .spacer = self { true } else { false }
    }

    /// True when laying it out yields no lines (an empty stack, `.empty`, a lone spacer).
    var drawsNothing: Bool {
        switch self {
        case .run, .progress: false
        case .spacer: true
        case .column(let children), .row(let children): children.allSatisfy(\.drawsNothing)
        }
    }
}
