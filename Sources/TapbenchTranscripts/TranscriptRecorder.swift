import TapbenchCommands
import Foundation
import TapbenchCore

/// Writes a transcript as a session goes, so that the file is a whole transcript after every finished step: a
/// kill loses at most the step in progress. The file starts through a temporary file created fresh beside the
/// transcript (never through a link planted there) and renamed over it; the ones a killed recording left behind
/// go when the same file is recorded again. Each step then takes the place of its block's closing fence and
/// ends with that fence again, so step 100,000 costs what step 10 does. Only a step with a line of backticks
/// as long as the fence writes the file anew, with a longer fence that no line of the block can close.
public final class TranscriptRecorder: SessionRecording {
    public let path: String
    private let url: URL
    private var file: RecordingFile
    /// The session block that ends the file, which the next step joins: its fence, where its opening fence
    /// starts, and where its closing fence, the file's last line, starts. Nil after the title or a note.
    private var lastBlock: (fence: String, start: Int, end: Int)?

    /// Starts the file with its front matter and title.
    public init(url: URL, path: String, title: String?, clock: Date, seed: UInt64) throws {
        self.url = url
        self.path = path
        RecordingFile.removeLeftovers(of: url)
        let title = title ?? Self.title(fromFileName: url.deletingPathExtension().lastPathComponent)
        let header = ["---", "title: \(YAMLScalar.written(title))", "clock: \(Timestamp.iso8601(clock))", "seed: \(seed)", "---", "", "# \(title)"]
        file = try RecordingFile(replacing: url, with: Self.bytes(header))
    }

    /// Goes on writing the file another process was recording, where `continuation` says it stood: what a crashed
    /// worker wrote after that is written again by the rebuild.
    public init(continuing continuation: RecordingContinuation) throws {
        url = continuation.file
        path = continuation.path
        file = try RecordingFile(continuing: continuation.file, at: continuation.length)
        lastBlock = continuation.lastBlock.map { ($0.fence, $0.start, $0.end) }
    }

    public var continuation: RecordingContinuation {
        RecordingContinuation(file: url, path: path, length: file.length, lastBlock: lastBlock.map { RecordingContinuation.Block(fence: $0.fence, start: $0.start, end: $0.end) })
    }

    public func record(command: String, outcome: CommandOutcome) throws {
        let lines = [TranscriptDocument.prompt + command] + outcome.lines + (outcome.error.map { ["error: \($0.message)"] } ?? [])
        let fence = Self.fence(around: lines)
        guard let block = lastBlock else {
            let start = file.length + 1
            try file.write(Self.bytes(["", fence + Self.opening] + lines + [fence]), at: file.length)
            lastBlock = (fence, start, file.length - fence.utf8.count - 1)
            return
        }
        guard fence.utf8.count > block.fence.utf8.count else {
            let step = Self.bytes(lines)
            try file.write(step + Self.bytes([block.fence]), at: block.end)
            lastBlock = (block.fence, block.start, block.end + step.count)
            return
        }
        let before = try file.read(0..<block.start)
        let body = try file.read((block.start + Self.bytes([block.fence + Self.opening]).count)..<block.end)
        file = try RecordingFile(replacing: url, with: before + Self.bytes([fence + Self.opening]) + body + Self.bytes(lines + [fence]))
        lastBlock = (fence, block.start, file.length - fence.utf8.count - 1)
    }

    public func note(_ text: String) throws {
        try file.write(Self.bytes([""] + LineEndings.split(text).lines.map(Self.prose)), at: file.length)
        lastBlock = nil
    }

    /// Every step is in the file already; nothing is left to write.
    public func stop() throws {}

    /// The info string that opens a session block.
    private static let opening = "tapbench"

    /// The lines as the file holds them, each ended by `\n`.
    private static func bytes(_ lines: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// A line of a note, written so Markdown and replay read it as prose: a line that would open a code
    /// fence (```` ```tapbench ````, ```` ``` ````, `~~~`) or mark a block hidden starts with a backslash,
    /// which Markdown shows as the text typed.
    static func prose(_ line: String) -> String {
        let trimmed = Whitespace.trimmed(line[...])
        guard MarkdownFence(trimmed) != nil || trimmed.utf8.elementsEqual(TranscriptDocument.hiddenMarker.utf8) else { return line }
        return "\\" + trimmed
    }

    /// A fence longer than any run of backticks that fills a line of the block, so no output line can close it.
    static func fence(around body: [String]) -> String {
        let longest = body.map { Whitespace.trimmed($0[...]).utf8 }.filter { $0.first == UInt8(ascii: "`") && $0.allSatisfy { $0 == UInt8(ascii: "`") } }
            .map(\.count).max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// `cancel-delivery` → `Cancel delivery`.
    static func title(fromFileName name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
