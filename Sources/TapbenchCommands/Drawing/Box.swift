/// A rounded frame `width` columns wide, with one space of padding inside each border.
///
/// ```
/// ╭─ #1 Delivery · Lock Screen ──────╮
/// │ (bag.fill) Tonkotsu Pasadena     │
/// ╰──────────────────────────────────╯
/// ```
/// Without a header the top border is plain: `╭──────╮`.
struct Box {
    let width: Int
    var header: String?

    /// The columns left for content: the width less two borders and two spaces of padding.
    var innerWidth: Int { max(width - 4, 0) }

    /// The frame around `content`; no content still gets one empty row.
    func draw(_ content: [String]) -> [String] {
        let rows = content.isEmpty ? [""] : content
        let inner = innerWidth
        var lines = [top]
        lines.reserveCapacity(rows.count + 2)
        for row in rows {
            var fitted = row
            var columns = row.displayWidth
            if columns > inner {
                fitted = row.truncated(toWidth: inner)
                columns = fitted.displayWidth
            }
            lines.append("│ " + fitted + String(run: " ", inner - columns) + " │")
        }
        lines.append(bottom)
        return lines
    }

    private var top: String {
        guard let header else { return "╭" + String(run: "─", width - 2) + "╮" }
        let title = " " + header.truncated(toWidth: max(width - 6, 0)) + " "
        return "╭─" + title + String(run: "─", width - 3 - title.displayWidth) + "╮"
    }

    private var bottom: String { "╰" + String(run: "─", width - 2) + "╯" }
}
