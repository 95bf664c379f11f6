import TapbenchTranscripts

/// The diagram drawn as SVG, so that an HTML flow needs no script to show it. Columns are spaced so
/// that every label fits between the lifelines it spans.
extension SequenceDiagram {
    public var svg: String {
        let layout = SVGLayout(self)
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sequence\" width=\"\(layout.width)\" height=\"\(layout.height)\" viewBox=\"0 0 \(layout.width) \(layout.height)\" role=\"img\" aria-label=\"Sequence diagram\">",
            "<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" class=\"head\"/></marker></defs>",
        ]
        for (column, participant) in layout.participants.enumerated() {
            let x = layout.x[column]
            parts.append("<line class=\"lifeline\" x1=\"\(x)\" y1=\"\(SVGLayout.headerHeight)\" x2=\"\(x)\" y2=\"\(layout.height - SVGLayout.margin)\"/>")
            let boxWidth = SVGLayout.textWidth(participant.rawValue) + 20
            parts.append("<rect class=\"actor\" x=\"\(x - boxWidth / 2)\" y=\"\(SVGLayout.margin)\" width=\"\(boxWidth)\" height=\"30\" rx=\"4\"/>")
            parts.append("<text class=\"actor\" x=\"\(x)\" y=\"\(SVGLayout.margin + 20)\" text-anchor=\"middle\">\(MarkupText.escape(participant.rawValue))</text>")
        }
        for (row, item) in items.enumerated() {
            let y = SVGLayout.headerHeight + SVGLayout.rowHeight * (row + 1)
            switch item {
            case .message(let from, let to, let arrow, let text):
                let (x1, x2) = (layout.x(of: from), layout.x(of: to))
                parts.append("<text class=\"label\" x=\"\((x1 + x2) / 2)\" y=\"\(y - 6)\" text-anchor=\"middle\">\(MarkupText.escape(text))</text>")
                parts.append(Self.arrow(from: x1, to: x2, y: y, arrow))
            case .note(let over, let text):
                let x = layout.x(of: over)
                let width = SVGLayout.textWidth(text) + 16
                parts.append("<rect class=\"note\" x=\"\(x - width / 2)\" y=\"\(y - 18)\" width=\"\(width)\" height=\"22\" rx=\"2\"/>")
                parts.append("<text class=\"note\" x=\"\(x)\" y=\"\(y - 3)\" text-anchor=\"middle\">\(MarkupText.escape(text))</text>")
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private static func arrow(from x1: Int, to x2: Int, y: Int, _ arrow: Arrow) -> String {
        if x1 == x2 {
            let path = "M\(x1),\(y - 8) h30 v12 h-28"
            return "<path class=\"message\" d=\"\(path)\" fill=\"none\" marker-end=\"url(#head)\"/>"
        }
        let dash = arrow == .reply ? " stroke-dasharray=\"5,4\"" : ""
        switch arrow {
        case .call, .reply:
            return "<line class=\"message\" x1=\"\(x1)\" y1=\"\(y)\" x2=\"\(x2)\" y2=\"\(y)\"\(dash) marker-end=\"url(#head)\"/>"
        case .refused:
            let (a, b) = (x2 - 5, x2 + 5)
            return "<line class=\"message\" x1=\"\(x1)\" y1=\"\(y)\" x2=\"\(x2)\" y2=\"\(y)\"/>"
                + "<path class=\"cross\" d=\"M\(a),\(y - 5) L\(b),\(y + 5) M\(a),\(y + 5) L\(b),\(y - 5)\"/>"
        }
    }
}

/// Where the lifelines go.
private struct SVGLayout {
    static let margin = 10
    static let headerHeight = 50
    static let rowHeight = 30
    static let characterWidth = 7
    static let minimumGap = 150

    let participants: [SequenceDiagram.Participant]
    let x: [Int]
    let width: Int
    let height: Int

    init(_ diagram: SequenceDiagram) {
        participants = diagram.participants
        let columns = Dictionary(uniqueKeysWithValues: participants.enumerated().map { ($1, $0) })
        var gaps = Array(repeating: Self.minimumGap, count: max(participants.count - 1, 0))
        var leftEdge = Self.textWidth(participants.first?.rawValue ?? "") / 2 + 20
        var rightEdge = Self.textWidth(participants.last?.rawValue ?? "") / 2 + 20
        for item in diagram.items {
            switch item {
            case .message(let from, let to, _, let text):
                guard let a = columns[from], let b = columns[to] else { continue }
                let (low, high) = (min(a, b), max(a, b))
                if low == high {
                    if high == participants.count - 1 { rightEdge = max(rightEdge, 40) } else { gaps[high] = max(gaps[high], 50) }
                    continue
                }
                let each = (Self.textWidth(text) + 24 + (high - low) - 1) / (high - low)
                for gap in low..<high { gaps[gap] = max(gaps[gap], each) }
            case .note(let over, let text):
                guard let column = columns[over] else { continue }
                let half = Self.textWidth(text) / 2 + 14
                if column > 0 { gaps[column - 1] = max(gaps[column - 1], half) } else { leftEdge = max(leftEdge, half) }
                if column < gaps.count { gaps[column] = max(gaps[column], half) } else { rightEdge = max(rightEdge, half) }
            }
        }
        var positions = [Self.margin + leftEdge]
        for gap in gaps { positions.append(positions[positions.count - 1] + gap) }
        x = positions
        width = (positions.last ?? 0) + rightEdge + Self.margin
        height = Self.headerHeight + Self.rowHeight * (diagram.items.count + 1) + Self.margin
    }

    func x(of participant: SequenceDiagram.Participant) -> Int {
        participants.firstIndex(of: participant).map { x[$0] } ?? 0
    }

    static func textWidth(_ text: String) -> Int { text.count * characterWidth }
}
