import Foundation
import TapbenchTranscripts

/// The commands of a script file, read as they are needed, a chunk of the file at a time: each line without
/// its surrounding blanks and numbered from 1 as an editor numbers it, blank lines and `#` comments left out.
struct ScriptLines {
    private var lines: FileLines
    private var number = 0

    /// Nil when `path` is no file that can be read.
    init?(path: String) {
        guard let lines = FileLines(path: path) else { return nil }
        self.lines = lines
    }

    /// The commands in the next chunk of the file; empty at its end.
    mutating func next() throws -> [(number: Int, text: String)] {
        var commands: [(number: Int, text: String)] = []
        while commands.isEmpty, let chunk = try lines.next() {
            for bytes in chunk {
                number += 1
                let line = Whitespace.trimmed(String(decoding: bytes, as: UTF8.self)[...])
                if !line.isEmpty, !line.hasPrefix("#") { commands.append((number, String(line))) }
            }
        }
        return commands
    }
}
