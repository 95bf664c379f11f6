import Foundation
import TapbenchCore

/// `record start FILE | record note TEXT | record stop`: write what follows as a transcript.
enum RecordCommand: Command {
    static let name = "record"
    static let group = CommandGroup.device
    static let usage = "record start FILE [--title T] | record note TEXT | record stop"
    static let summary = "write the session as a Markdown transcript, which replays as a test"
    static let details = """
        'record start' begins on a fresh device with the clock where the last reset put it (2026-04-25T01:00:00Z
        unless 'reset --clock' said otherwise), so the transcript replays exactly
        as recorded. Every command after it goes into the file with its output, written as each one finishes. 'record
        note' adds a paragraph of prose. Wall-clock figures are never recorded. While recording, file paths
        (push payload.json) are relative to the transcript's folder, as they are when it replays.
        """
    static let readsOwnWords = true
    static let isRecorded = false
    static func examples(_ words: ExampleWords) -> [String] {
        [
            "record start Transcripts/my-flow.md --title \(ExampleWords.typed(words.flowTitle))",
            "record note The server is slow today, and the button must still answer within a second.",
        ]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        guard let action = arguments.words.first else {
            return CommandResult(lines: [session.recording.map { "recording to \($0.path)" } ?? "not recording — record start FILE"])
        }
        let rest = Array(arguments.words.dropFirst())
        switch action.text {
        case "start":
            return try start(rest, action: action, in: session)
        case "note":
            return try note(rest.map(\.raw).joined(separator: " "), in: session, at: action)
        case "stop":
            guard let recording = session.endRecording() else { throw CommandError("not recording", at: action) }
            do {
                try recording.stop()
            } catch {
                throw CommandError("cannot write \(recording.path): \(error.localizedDescription)", at: action)
            }
            return CommandResult(lines: ["recorded \(recording.path) — '\(session.commandName) replay \(recording.path)' replays it"])
        default:
            let suggestion = Suggestion.closest(to: action.text, among: ["start", "note", "stop"]).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown action '\(action.text)'\(suggestion) — usage: \(usage)", at: action)
        }
    }

    /// The text of `record note TEXT` exactly as typed after `note`, or nil for any other line. Prose is
    /// not a command line: its apostrophes, quotes and semicolons stay as they are.
    static func noteText(in line: String) -> String? {
        // Every line comes through here: most are turned away by their first letter.
        if let first = line.utf8.first(where: { $0 != 0x20 && !(0x09...0x0D).contains($0) }), first < 0x80,
            first != UInt8(ascii: "r")
        {
            return nil
        }
        var rest = Substring(line).drop { $0.isWhitespace }
        for keyword in ["record", "note"] {
            guard rest.hasPrefix(keyword) else { return nil }
            rest = rest.dropFirst(keyword.count)
            guard rest.isEmpty || rest.first?.isWhitespace == true else { return nil }
            rest = rest.drop { $0.isWhitespace }
        }
        return String(rest).trimmingCharacters(in: .whitespaces)
    }

    static func note(_ text: String, in session: Session, at word: Word? = nil) throws(CommandError) -> CommandResult {
        guard let recording = session.recording else { throw CommandError("not recording — record start FILE first", at: word) }
        guard !text.isEmpty else { throw CommandError("record note needs some text", at: word) }
        do {
            try recording.note(text)
        } catch {
            throw CommandError("cannot write \(recording.path): \(error.localizedDescription)", at: word)
        }
        return .none
    }

    private static func start(_ words: [Word], action: Word, in session: Session) throws(CommandError) -> CommandResult {
        guard let factory = session.makeRecording else { throw CommandError("recording works at the REPL, not in a replay", at: action) }
        if let recording = session.recording { throw CommandError("already recording to \(recording.path) — record stop first", at: action) }
        guard let fileWord = words.first, !fileWord.text.hasPrefix("--") else { throw CommandError("missing FILE — usage: \(usage)", at: action) }
        var title: String?
        if words.count > 1 {
            guard words[1].text == "--title", words.count == 3 else {
                throw CommandError("unexpected '\(words[1].text)' — usage: record start FILE [--title T]", at: words[1])
            }
            title = words[2].text
        }
        let url = URL(fileURLWithPath: fileWord.text, relativeTo: session.directory)
        if FileManager.default.fileExists(atPath: url.path), !session.isRebuilding {
            throw CommandError("\(fileWord.text) exists — choose another name, or remove it first", at: fileWord)
        }
        var isFolder: ObjCBool = false
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError("cannot record to \(fileWord.text): the folder \(parent.standardizedFileURL.path) does not exist — create it first, or name a file in a folder that exists", at: fileWord)
        }
        let seed = transcriptSeed(forFileNamed: url.lastPathComponent)
        let recording: any SessionRecording
        do {
            recording = try factory(url, title, session.deviceStart, seed)
        } catch {
            throw CommandError("cannot write \(fileWord.text): \(error.localizedDescription)", at: fileWord)
        }
        session.reset(start: session.deviceStart, seed: seed)
        let folder = url.deletingLastPathComponent()
        session.beginRecording(recording, in: folder)
        return CommandResult(lines: [
            "recording to \(fileWord.text), from a fresh device at \(session.renderer.time(session.device.now)); 'record stop' ends it",
            "file paths are now relative to \(displayPath(folder)), as they will be when it replays",
        ])
    }

    /// A folder as QA would type it: relative to the working directory when it lies inside it.
    private static func displayPath(_ folder: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = folder.standardizedFileURL.path
        if path == cwd { return "this folder" }
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) + "/" }
        return path + "/"
    }
}
