extension SequenceDiagram {
    /// The diagram as Mermaid source, which forges draw in place of a ```mermaid block.
    public var mermaid: String {
        var lines = ["sequenceDiagram"]
        for participant in participants {
            let alias = participant.id == participant.rawValue ? "" : " as \(participant.rawValue)"
            lines.append("    participant \(participant.id)\(alias)")
        }
        for item in items {
            switch item {
            case .message(let from, let to, let arrow, let text):
                lines.append("    \(from.id)\(Self.mermaidArrow(arrow))\(to.id): \(Self.mermaidText(text))")
            case .note(let over, let text):
                lines.append("    Note over \(over.id): \(Self.mermaidText(text))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func mermaidArrow(_ arrow: Arrow) -> String {
        switch arrow {
        case .call: "->>"
        case .reply: "-->>"
        case .refused: "-x"
        }
    }

    /// Mermaid ends a statement at `;`, starts a comment at `#` and reads `<` as markup: each becomes its
    /// entity code, so `tap 1 expanded Cancel` on `#1` keeps its label on every forge.
    private static func mermaidText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "#": escaped += "#35;"
            case ";": escaped += "#59;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
