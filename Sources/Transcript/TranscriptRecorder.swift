import Bench
import Foundation
import TapbenchCore

/// Writes a transcript as a session goes: after every finished step the whole file is written anew
/// (to a temporary file, then renamed over it), so a crash or a kill loses at most the step in progress.
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
        let title = title ?? Self.title(fromFileName: url.deletingPathExtension().lastPathComponent)
        header = ["---", "title: \(title)", "clock: \(Timestamp.iso8601(clock))", "seed: \(seed)", "---", "", "# \(title)"]
        try write()
    }

    public func record(command: String, outcome: Outcome) throws {
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
                lines.append(text)
            case .session(let steps):
                lines.append("```tapbench")
                for step in steps { lines += [TranscriptDocument.prompt + step.command] + step.output }
                lines.append("```")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write() throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).recording")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
    }

    /// `cancel-delivery` → `Cancel delivery`.
    static func title(fromFileName name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
