import TapbenchCommands
import Foundation
import TapbenchCore

/// Writes a transcript as a session goes: after every finished step the whole file is written anew
/// (to a temporary file, then renamed over it), so a crash or a kill loses at most the step in progress.
/// The temporary file is created fresh beside the transcript (never through a link planted there), and
/// the ones a killed recording left behind go when the same file is recorded again.
public final class TranscriptRecorder: SessionRecording {
    public let path: String
    private let url: URL
    private let header: [String]
    private var sections: [Section] = []

    private enum Section {
        case prose(String)
        case session([(command: String, output: [String])])
    }

    /// Starts the file with its front matter and title.
    public init(url: URL, path: String, title: String?, clock: Date, seed: UInt64) throws {
        self.url = url
        self.path = path
        RecordingFile.removeLeftovers(of: url)
        let title = title ?? Self.title(fromFileName: url.deletingPathExtension().lastPathComponent)
        header = ["---", "title: \(YAMLScalar.written(title))", "clock: \(Timestamp.iso8601(clock))", "seed: \(seed)", "---", "", "# \(title)"]
        try write()
    }

    public func record(command: String, outcome: CommandOutcome) throws {
        let output = outcome.lines + (outcome.error.map { ["error: \($0.message)"] } ?? [])
        if case .session(var steps)? = sections.last {
            steps.append((command, output))
            sections[sections.count - 1] = .session(steps)
        } else {
            sections.append(.session([(command, output)]))
        }
        try write()
    }

    public func note(_ text: String) throws {
        sections.append(.prose(text))
        try write()
    }

    public func stop() throws {
        try write()
    }

    /// The transcript so far, as Markdown.
    var text: String {
        var lines = header
        for section in sections {
            lines.append("")
            switch section {
            case .prose(let text):
                lines += LineEndings.split(text).lines.map(Self.prose)
            case .session(let steps):
                let body = steps.flatMap { [TranscriptDocument.prompt + $0.command] + $0.output }
                let fence = Self.fence(around: body)
                lines += [fence + "tapbench"] + body + [fence]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write() throws {
        try RecordingFile.replace(url, with: Data(text.utf8))
    }

    /// A line of a note, written so Markdown and replay read it as prose: a line that would open a code
    /// fence (```` ```tapbench ````, ```` ``` ````, `~~~`) or mark a block hidden starts with a backslash,
    /// which Markdown shows as the text typed.
    static func prose(_ line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard MarkdownFence(trimmed) != nil || trimmed == TranscriptDocument.hiddenMarker else { return line }
        return "\\" + trimmed
    }

    /// A fence longer than any run of backticks that fills a line of the block, so no output line can close it.
    static func fence(around body: [String]) -> String {
        let longest = body.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.first == "`" && $0.allSatisfy { $0 == "`" } }.map(\.count).max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// `cancel-delivery` → `Cancel delivery`.
    static func title(fromFileName name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
