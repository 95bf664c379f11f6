import Foundation
import Testing

/// The command examples in README.md, as a reader would copy them: the `sh` blocks' `tapbench` lines,
/// the REPL sessions (lines beginning `tapbench> `, each followed by what it prints), and the example
/// transcript.
struct ReadmeExamples {
    /// The repository's root, where README.md is.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fenced block: its tag (`sh`, `markdown`, or empty), its lines, and the README line it starts on.
    struct Block {
        let tag: String
        let lines: [String]
        let line: Int
    }

    /// A shell command from an `sh` block, with the README line it is on.
    struct ShellCommand: Sendable, CustomTestStringConvertible {
        let text: String
        let line: Int
        var testDescription: String { "README.md:\(line): \(text)" }
    }

    let blocks: [Block]

    init(markdown: String) {
        var blocks: [Block] = []
        // A block in a list item is indented with the item's text; its lines lose that indentation.
        var open: (fence: String, tag: String, indent: Int, lines: [String], line: Int)?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let unindented = line.dropFirst(indent)
            if let current = open {
                if line.trimmingCharacters(in: .whitespaces) == current.fence {
                    blocks.append(Block(tag: current.tag, lines: current.lines, line: current.line))
                    open = nil
                } else {
                    open?.lines.append(String(line.dropFirst(min(indent, current.indent))))
                }
            } else if unindented.hasPrefix("```") {
                let fence = String(unindented.prefix { $0 == "`" })
                open = (fence, String(unindented.dropFirst(fence.count)).trimmingCharacters(in: .whitespaces), indent, [], index + 2)
            }
        }
        self.blocks = blocks
    }

    static func load() throws -> ReadmeExamples {
        ReadmeExamples(markdown: try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
    }

    /// Every line of an `sh` block that runs Tapbench, its trailing `# comment` removed. (`swift test` runs
    /// this very suite, so it is not an example this test can run.)
    var shellCommands: [ShellCommand] {
        blocks.filter { $0.tag == "sh" }.flatMap { block in
            block.lines.enumerated().compactMap { offset, line -> ShellCommand? in
                let text = line.replacingOccurrences(of: #"\s+#\s.*$"#, with: "", options: .regularExpression)
                guard text.contains("swift run tapbench") || text.hasPrefix("tapbench ") else { return nil }
                return ShellCommand(text: text, line: block.line + 1 + offset)
            }
        }
    }

    /// Each REPL session of the README as a transcript that replays on a fresh device seeded as the REPL
    /// is (seed 1), named after the line it starts on.
    ///
    /// Three things in a session show only at a terminal, and are left out: the `$ swift run tapbench`
    /// line and the banner before the first prompt, and the caret under a mistyped word. A command typed
    /// with Tab (`⇥`) runs as the line it completes to, which the README gives as `(completes to: …)`;
    /// completion itself is tested at a pseudo-terminal (`TerminalTests`).
    var sessions: [(name: String, transcript: String)] {
        blocks.filter { $0.tag.isEmpty && $0.lines.contains { $0.hasPrefix("tapbench> ") } }.map { block in
            var steps: [String] = []
            for line in block.lines.drop(while: { !$0.hasPrefix("tapbench> ") }) {
                if line.allSatisfy({ $0 == " " || $0 == "^" }) { continue }
                if line.hasPrefix("tapbench> "), line.contains("⇥") {
                    steps.append("tapbench> " + Self.completed(line))
                } else {
                    steps.append(line)
                }
            }
            let transcript = "---\nseed: 1\n---\n\n```tapbench\n" + steps.joined(separator: "\n") + "\n```\n"
            return ("readme-line-\(block.line).md", transcript)
        }
    }

    /// The example transcripts (the Transcripts section's, a transcript of checks), as written.
    var exampleTranscripts: [(name: String, transcript: String)] {
        blocks.filter { $0.tag == "markdown" && $0.lines.contains("```tapbench") }.map { block in
            ("readme-line-\(block.line).md", block.lines.joined(separator: "\n") + "\n")
        }
    }

    /// `start Deli⇥ --stale +15m   (completes to: start Delivery --stale +15m)` → `start Delivery --stale +15m`;
    /// a Tab line that does not say what it completes to is kept as typed, and fails the replay.
    private static func completed(_ line: String) -> String {
        guard let range = line.range(of: "(completes to: "), line.hasSuffix(")") else {
            return String(line.dropFirst("tapbench> ".count))
        }
        return String(line[range.upperBound..<line.index(before: line.endIndex)])
    }
}
