/// A flow as Markdown for a forge: the title, a Mermaid sequence diagram, then the prose as written with
/// every step's command and output, and the screen before and after it. Steps that change the screen
/// show both pictures open; the rest keep theirs folded, since the screen is the same.
public struct MarkdownFlowDocument: Sendable {
    public let flow: Flow
    /// The transcript's path, named in the header comment.
    public let source: String

    public init(_ flow: Flow, source: String) {
        self.flow = flow
        self.source = source
    }

    public var text: String {
        var lines = ["<!-- Made by 'tapbench doc \(source)': edit the transcript, then run it again. -->", ""]
        let (title, sections) = flow.page
        lines += ["# \(title)", ""]
        lines += ["```mermaid", SequenceDiagram(flow).mermaid, "```", ""]
        for section in sections {
            switch section {
            case .prose(let prose):
                lines += prose + [""]
            case .steps(let steps):
                for step in steps { lines += Self.lines(for: step) }
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(for step: Flow.Step) -> [String] {
        var lines = [fence(for: step.output) + "text", "tapbench> \(step.command)"] + step.output + [fence(for: step.output), ""]
        if step.screenBefore == step.screenAfter {
            lines += ["<details><summary>Screen (unchanged)</summary>", ""] + picture(step.screenAfter) + ["</details>", ""]
        } else {
            lines += ["<details open><summary>Screen before and after</summary>", "", "Before:", ""] + picture(step.screenBefore)
            lines += ["After:", ""] + picture(step.screenAfter) + ["</details>", ""]
        }
        return lines
    }

    private static func picture(_ lines: [String]) -> [String] {
        [fence(for: lines) + "text"] + lines + [fence(for: lines), ""]
    }

    /// Three backticks, or more when the content has a run of them.
    private static func fence(for content: [String]) -> String {
        let longest = content.map(longestRun).max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
    }

    private static func longestRun(in line: String) -> Int {
        var longest = 0
        var run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
