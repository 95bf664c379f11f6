import Foundation
import TapbenchTranscripts

/// The commands of a script file, read as they are needed, a chunk of the file at a time: each line without
/// its surrounding blanks and numbered from 1 as an editor numbers it, blank lines and `#` comments left out.
struct ScriptLines {
    private let handle: FileHandle
    /// The bytes read past the last line break.
    private var rest: [UInt8] = []
    private var number = 0
    private var atEnd = false

    /// Nil when `path` is no file that can be read.
    init?(path: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    /// The commands in the next chunk of the file; empty at its end.
    mutating func next() throws -> [(number: Int, text: String)] {
        var commands: [(number: Int, text: String)] = []
        while commands.isEmpty, !atEnd {
            let chunk = try handle.read(upToCount: 64 * 1024) ?? Data()
            atEnd = chunk.isEmpty
            rest += chunk
            var start = rest.startIndex
            while let end = rest[start...].firstIndex(of: UInt8(ascii: "\n")) ?? (atEnd && start < rest.endIndex ? rest.endIndex : nil) {
                number += 1
                let line = Whitespace.trimmed(String(decoding: rest[start..<end], as: UTF8.self)[...])
                if !line.isEmpty, !line.hasPrefix("#") { commands.append((number, String(line))) }
                start = min(end + 1, rest.endIndex)
            }
            rest.removeSubrange(..<start)
        }
        return commands
    }
}
