/// Reads a transcript one line at a time: `TranscriptDocument.parse` gives it a whole text's lines, and a
/// replay too long to hold gives it a file's lines as they are read. Each line is looked at by its bytes;
/// a step comes out when the line after its expected output (the next command, or its block's closing
/// fence) is read. A block's errors are raised at its closing fence, as its steps are only known good then.
struct TranscriptReader {
    let path: String
    /// The front matter, once its closing `---` is read.
    private(set) var frontMatter = FrontMatter(settings: [])
    private(set) var blocks: [TranscriptDocument.Block] = []
    /// How many lines have been read.
    private(set) var lineCount = 0
    private var state = State.start

    private enum State {
        case start
        case frontMatter(lines: [String])
        case prose(hiddenPending: Bool)
        case block(OpenBlock)
    }

    /// A fenced block whose closing fence is still to come.
    private struct OpenBlock {
        let fence: MarkdownFence
        /// The index of its opening fence's line.
        let opening: Int
        let isHidden: Bool
        var command: (text: String, index: Int)?
        var expected: [String] = []
        /// The first error in its lines, raised when the block closes.
        var problem: TranscriptError?
    }

    init(path: String) {
        self.path = path
    }

    /// Reads the next line (without its line break); returns the step that it ends, if any.
    mutating func read(_ line: String) throws(TranscriptError) -> TranscriptDocument.Step? {
        let index = lineCount
        lineCount += 1
        switch state {
        case .start where line == "---":
            state = .frontMatter(lines: [line])
        case .start:
            state = .prose(hiddenPending: false)
            return try read(line, at: index)
        case .frontMatter(var lines):
            lines.append(line)
            guard line == "---" else {
                state = .frontMatter(lines: lines)
                return nil
            }
            frontMatter = try FrontMatter.parse(lines, path: path)
            state = .prose(hiddenPending: false)
        case .prose, .block:
            return try read(line, at: index)
        }
        return nil
    }

    /// After the last line: raises what is never closed.
    func finish() throws(TranscriptError) {
        switch state {
        case .frontMatter(let lines):
            _ = try FrontMatter.parse(lines, path: path)
        case .block(let block):
            throw TranscriptError(path: path, line: block.opening + 1, message: "this fence is never closed — end the block with \(block.fence.marker)")
        case .start, .prose:
            break
        }
    }

    private mutating func read(_ line: String, at index: Int) throws(TranscriptError) -> TranscriptDocument.Step? {
        let trimmed = Whitespace.trimmed(line[...])
        guard case .block(var block) = state else {
            guard case .prose(let hiddenPending) = state else { return nil }
            if trimmed.utf8.elementsEqual(TranscriptDocument.hiddenMarker.utf8) {
                state = .prose(hiddenPending: true)
            } else if let fence = MarkdownFence(trimmed) {
                state = .block(OpenBlock(fence: fence, opening: index, isHidden: hiddenPending))
            } else if !trimmed.isEmpty {
                state = .prose(hiddenPending: false)
            }
            return nil
        }
        if block.fence.isClosedBy(trimmed) {
            state = .prose(hiddenPending: false)
            if let misspelt = block.fence.misspeltTapbench {
                let marker = block.fence.marker
                throw TranscriptError(path: path, line: block.opening + 1, message: "\(marker)\(misspelt) is not a session block — did you mean \(marker)tapbench?")
            }
            if let problem = block.problem { throw problem }
            guard block.fence.isTapbench else { return nil }
            defer { blocks.append(TranscriptDocument.Block(body: (block.opening + 1)..<index, isHidden: block.isHidden)) }
            return step(of: block, endingAt: index)
        }
        guard block.fence.isTapbench, block.problem == nil else { return nil }
        var finished: TranscriptDocument.Step?
        if line.utf8.starts(with: TranscriptDocument.prompt.utf8) {
            finished = step(of: block, endingAt: index)
            block.command = (String(line[line.utf8.index(line.startIndex, offsetBy: TranscriptDocument.prompt.utf8.count)...]), index)
            block.expected = []
        } else if block.command != nil {
            block.expected.append(line)
        } else if !trimmed.isEmpty {
            block.problem = TranscriptError(path: path, line: index + 1, message: "output before any command — a block starts with a '\(TranscriptDocument.prompt)' line")
        }
        state = .block(block)
        return finished
    }

    private func step(of block: OpenBlock, endingAt end: Int) -> TranscriptDocument.Step? {
        guard let command = block.command else { return nil }
        return TranscriptDocument.Step(
            command: command.text, line: command.index + 1, expected: block.expected, expectedRange: (command.index + 1)..<end, block: blocks.count)
    }
}
