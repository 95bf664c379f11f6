import ArgumentParser
import Foundation
import TapbenchCore

/// Where `--events` writes the JSON Lines stream: a file, or standard output for `-`. Each `write` is one
/// write of whole lines, so the REPL and the APNs endpoint may both write to it.
final class EventSink: Sendable {
    private let handle: FileHandle
    let isStandardOutput: Bool

    init(path: String) throws {
        if path == "-" {
            handle = .standardOutput
            isStandardOutput = true
            return
        }
        // Opened in place, as a shell's `>` does: `createFile` writes a new file and renames it over the
        // path, which would replace a symlink, a named pipe or `/dev/null` itself with a plain file.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ValidationError("cannot write the event stream to '\(path)' — check that its folder exists and is writable")
        }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        isStandardOutput = false
    }

    /// Writes the records of `events`; from a replay, each also names the `transcript` it came from.
    func write(_ records: [JSONObject], transcript: String? = nil) {
        guard !records.isEmpty else { return }
        var lines: [UInt8] = []
        for record in records {
            var object = record
            if let transcript { object["transcript"] = .string(transcript) }
            JSONValue.object(object).writeLine(to: &lines)
        }
        StandardStream.write(lines, to: handle.fileDescriptor)
    }
}
