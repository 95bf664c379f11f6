/// A flow as Markdown for a forge: the title, a Mermaid sequence diagram, then the prose as written with
/// every step's command and output, and the screen it leaves. A step that changes the screen shows the new
/// picture open (and the old one too when the reader has not just seen it); a step that leaves it as the reader
/// has just seen it says so in a line.
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
        var lastShown: [String]?
        for section in sections {
            switch section {
            case .prose(let prose):
                lines += prose + [""]
            case .steps(let steps):
                for step in steps { lines += Self.lines(for: step, shown: Flow.screenShown(by: step, lastShown: &lastShown)) }
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(for step: Flow.Step, shown: Flow.ScreenShown) -> [String] {
        var lines = [fence(for: step.output) + "text", "tapbench> \(step.command)"] + step.output + [fence(for: step.output), ""]
        switch shown {
        case .seenAbove:
            lines += ["_The screen is as above._", ""]
        case .unchanged(let screen):
            lines += ["<details><summary>Screen (unchanged)</summary>", ""] + picture(screen) + ["</details>", ""]
        case .changedFromAbove(let after):
            lines += ["<details open><summary>Screen after</summary>", ""] + picture(after) + ["</details>", ""]
        case .changed(let before, let after):
            lines += ["<details open><summary>Screen before and after</summary>", "", "Before:", ""] + picture(before)
            lines += ["After:", ""] + picture(after) + ["</details>", ""]
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
