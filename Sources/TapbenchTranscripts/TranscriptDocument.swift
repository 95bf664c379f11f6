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
        var reader = TranscriptReader(path: path)
        var steps: [Step] = []
        for line in lines {
            if let step = try reader.read(line) { steps.append(step) }
        }
        try reader.finish()
        return TranscriptDocument(path: path, lines: lines, frontMatter: reader.frontMatter, steps: steps, blocks: reader.blocks, lineEnding: lineEnding)
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
