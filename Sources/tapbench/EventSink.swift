import ArgumentParser
import Foundation
import TapbenchCore

/// Where `--events` writes the JSON Lines stream: a file, or standard output for `-`.
final class EventSink {
    private let handle: FileHandle
    let isStandardOutput: Bool

    init(path: String) throws {
        if path == "-" {
            handle = .standardOutput
            isStandardOutput = true
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw ValidationError("cannot write the event stream to '\(path)' — check that its folder exists and is writable")
        }
        self.handle = handle
        isStandardOutput = false
    }

    /// Writes the records of `events`; from a replay, each also names the `transcript` it came from.
    func write(_ records: [JSONObject], transcript: String? = nil) {
        guard !records.isEmpty else { return }
        let text = records.map { record in
            var object = record
            if let transcript { object["transcript"] = .string(transcript) }
            return JSONValue.object(object).jsonText + "\n"
        }.joined()
        handle.write(Data(text.utf8))
    }
}
