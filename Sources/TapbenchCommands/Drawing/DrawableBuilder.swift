import TapbenchCore

/// Turns a `ViewNode` into a `Drawable`, giving each control its `[n]` marker.
///
/// It walks the tree exactly as `ViewNode.controls` does (stack children in order, a `widgetURL`'s child,
/// a progress label; never into a control's own label), so feeding it a presentation's content numbers
/// the controls 1…n in `content(of:).controls` order.
struct DrawableBuilder {
    let values: DisplayValues
    /// False for content shown beside the presentation being tapped (StandBy's minimal circle): its
    /// controls draw without markers.
    let numbersControls: Bool
    /// The marker the next control gets.
    private(set) var nextNumber = 1

    init(values: DisplayValues, numbersControls: Bool = true) {
        self.values = values
        self.numbersControls = numbersControls
    }

    mutating func build(_ node: ViewNode) -> Drawable {
        switch node {
        case .text(let text): textLines(text)
        case .timer, .date, .image, .label: .run(.init(body: inline(node)))
        case .progress(let value, let total, let label):
            .progress(fraction: DisplayValues.fraction(value: value, total: total), label: label.map { build($0) })
        case .timerProgress(let interval, let countsDown, let label):
            .progress(fraction: values.timerFraction(interval, countsDown: countsDown), label: label.map { build($0) })
        case .button(let button): control(symbol: "", label: inline(button.label), trail: "")
        case .actionButton(let label): control(symbol: "", label: inline(label), trail: "")
        case .toggle(let toggle): control(symbol: toggle.isOn ? "◉" : "○", label: inline(toggle.label), trail: "")
        case .link(let link): control(symbol: "", label: inline(link.label), trail: " ↗")
        case .stack(.vertical, let children): .column(children.map { build($0) })
        case .stack(.horizontal, let children): .row(children.map { build($0) })
        case .stack(.depth, let children): depth(children)
        case .spacer: .spacer
        case .widgetURL(_, let child): build(child)
        case .empty: .nothing
        }
    }

    /// A node as one line of words, for a control's label: `(xmark.circle.fill)`, `(bag.fill) Tonkotsu
    /// Pasadena`, `Preparing 10%`.
    func inline(_ node: ViewNode) -> String {
        switch node {
        case .text(let text):
            words(text.split(whereSeparator: \.isNewline).map { Self.printable(String($0)) })
        case .timer(let interval, let countsDown, let pauseTime, let showsHours):
            values.timer(interval, countsDown: countsDown, pauseTime: pauseTime, showsHours: showsHours)
        case .date(let date, let style): values.date(date, style: style)
        case .image(let name): "(\(name))"
        case .label(let title, let systemImage): title.isEmpty ? "(\(systemImage))" : "(\(systemImage)) \(Self.printable(title))"
        case .progress(let value, let total, let label):
            words([label.map(inline) ?? "", DisplayValues.percent(DisplayValues.fraction(value: value, total: total))])
        case .timerProgress(let interval, let countsDown, let label):
            words([label.map(inline) ?? "", DisplayValues.percent(values.timerFraction(interval, countsDown: countsDown))])
        case .button(let button): inline(button.label)
        case .actionButton(let label): inline(label)
        case .toggle(let toggle): words([toggle.isOn ? "◉" : "○", inline(toggle.label)])
        case .link(let link): words([inline(link.label), "↗"])
        case .stack(.depth, let children): children.first.map(inline) ?? ""
        case .stack(_, let children): words(children.map(inline))
        case .widgetURL(_, let child): inline(child)
        case .spacer, .empty: ""
        }
    }

    /// A control's run: `[1] Cancel`, `[2] ○ Paused`, `[3] Help ↗`; unnumbered, just its label.
    private mutating func control(symbol: String, label: String, trail: String) -> Drawable {
        var marker = ""
        if numbersControls {
            marker = "[\(nextNumber)]"
            nextNumber += 1
        }
        let lead = [marker, symbol].filter { !$0.isEmpty }.joined(separator: " ")
        return .run(.init(lead: lead.isEmpty || label.isEmpty ? lead : lead + " ", body: label, trail: trail))
    }

    /// `ZStack`: the first layer, then the controls of the layers beneath it, one per line, so every
    /// number stays on the picture.
    private mutating func depth(_ children: [ViewNode]) -> Drawable {
        guard let top = children.first else { return .nothing }
        return .column([build(top)] + children.dropFirst().flatMap(\.controls).map { build($0) })
    }

    /// `Text`: one run per line; an empty text draws nothing.
    private func textLines(_ text: String) -> Drawable {
        guard !text.isEmpty else { return .nothing }
        if Self.isPrintableASCII(text) { return .run(.init(body: text)) }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            Drawable.run(.init(body: Self.printable(String($0))))
        }
        return lines.count == 1 ? lines[0] : .column(lines)
    }

    private func words(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Tabs and other control characters become spaces so they cannot shift the box's right border.
    private static func printable(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        return String(text.map { character in character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : character })
    }

    /// Text with no line breaks or control characters to look for, checked byte by byte.
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
