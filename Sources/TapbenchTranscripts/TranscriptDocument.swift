/// A Markdown transcript: prose, which is documentation and never touched, and fenced blocks tagged
/// `tapbench`, which hold the session. In a block, a line that begins `tapbench> ` is a command and the
/// lines after it are its expected output.
///
/// ````markdown
/// ---
/// title: Cancel a delivery from the island
/// clock: 2026-04-25T01:00:00Z
/// ---
///
/// The courier is late, so the customer cancels from the expanded island.
///
/// ```tapbench
/// tapbench> start Delivery
/// 01:00:00  #1 Delivery started (active)
/// ...
/// ```
/// ````
public struct TranscriptDocument: Sendable {
    /// The path as given, for reports.
    public let path: String
    /// The file's lines, as written.
    public let lines: [String]
    public let frontMatter: FrontMatter
    public let steps: [Step]
    public let blocks: [Block]
    /// How the file ends its lines, `\n` or `\r\n`: `--update` writes it back the same way.
    public let lineEnding: String

    /// A fenced `tapbench` block.
    public struct Block: Sendable, Hashable {
        /// The lines between its fences, as indices into `lines`.
        public let body: Range<Int>
        /// Marked `<!-- tapbench: hidden -->`: it runs, but docs leave it out.
        public let isHidden: Bool
    }

    /// A command and its expected output.
    public struct Step: Sendable, Hashable {
        public let command: String
        /// The command's line in the file, counting from 1.
        public let line: Int
        /// The expected lines; `...` on its own matches any lines, `[..]` anything within a line.
        public let expected: [String]
        /// Where the expected lines are, as indices into `lines`.
        public let expectedRange: Range<Int>
        public let block: Int
    }

    public static let prompt = "tapbench> "
    public static let hiddenMarker = "<!-- tapbench: hidden -->"

    /// Reads a transcript by its lines' UTF-8 bytes: whether a line is a fence, a hidden marker or a command
    /// shows in its first and last bytes, so most lines cost little more than finding where they end.
    public static func parse(_ text: String, path: String) throws(TranscriptError) -> TranscriptDocument {
        let (lines, lineEnding) = LineEndings.split(text)
        let frontMatter = try FrontMatter.parse(lines, path: path)
        var steps: [Step] = []
        var blocks: [Block] = []
        var index = frontMatter.range?.upperBound ?? 0
        var hiddenPending = false
        while index < lines.count {
            let trimmed = Whitespace.trimmed(lines[index][...])
            if trimmed.utf8.elementsEqual(hiddenMarker.utf8) {
                hiddenPending = true
                index += 1
                continue
            }
            guard let fence = MarkdownFence(trimmed) else {
                if !trimmed.isEmpty { hiddenPending = false }
                index += 1
                continue
            }
            guard let close = lines[(index + 1)...].firstIndex(where: { fence.isClosedBy(Whitespace.trimmed($0[...])) }) else {
                throw TranscriptError(path: path, line: index + 1, message: "this fence is never closed — end the block with \(fence.marker)")
            }
            if let misspelt = fence.misspeltTapbench {
                throw TranscriptError(
                    path: path, line: index + 1, message: "\(fence.marker)\(misspelt) is not a session block — did you mean \(fence.marker)tapbench?")
            }
            if fence.isTapbench {
                let body = (index + 1)..<close
                steps += try Self.steps(in: lines, body: body, block: blocks.count, path: path)
                blocks.append(Block(body: body, isHidden: hiddenPending))
            }
            hiddenPending = false
            index = close + 1
        }
        return TranscriptDocument(path: path, lines: lines, frontMatter: frontMatter, steps: steps, blocks: blocks, lineEnding: lineEnding)
    }

    private static func steps(in lines: [String], body: Range<Int>, block: Int, path: String) throws(TranscriptError) -> [Step] {
        var steps: [Step] = []
        var command: (text: String, index: Int)?
        func finish(at end: Int) {
            guard let command else { return }
            let range = (command.index + 1)..<end
            steps.append(Step(command: command.text, line: command.index + 1, expected: Array(lines[range]), expectedRange: range, block: block))
        }
        for index in body {
            let line = lines[index]
            if line.utf8.starts(with: prompt.utf8) {
                finish(at: index)
                command = (String(line[line.utf8.index(line.startIndex, offsetBy: prompt.utf8.count)...]), index)
            } else if command == nil, !Whitespace.trimmed(line[...]).isEmpty {
                throw TranscriptError(path: path, line: index + 1, message: "output before any command — a block starts with a '\(prompt)' line")
            }
        }
        finish(at: body.upperBound)
        return steps
    }

    /// The text with `replacements` (ranges of `lines`, each with new lines) applied.
    public func replacing(_ replacements: [(range: Range<Int>, lines: [String])]) -> String {
        var result = lines
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(replacement.range, with: replacement.lines)
        }
        return result.joined(separator: lineEnding)
    }
}

/// A transcript that cannot be read, located by file and line.
public struct TranscriptError: Error, Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}
