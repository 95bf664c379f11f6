import Foundation
import TapbenchCore

/// A transcript's optional front matter: where the virtual clock starts, the seed for ids and tokens,
/// and settings (`device: no-island`, `budget: 2s`), each as the REPL's `set` takes it.
///
/// ```yaml
/// ---
/// title: A ride driven by pushes
/// clock: 2023-11-14T22:00:00Z
/// device: no-island
/// ---
/// ```
public struct FrontMatter: Sendable, Hashable {
    public var title: String?
    public var clock: Date?
    public var seed: UInt64?
    /// Settings in order, with their lines (from 1).
    public var settings: [Setting]
    /// Its lines, fences included, as indices; nil when the file has none.
    public var range: Range<Int>?

    public struct Setting: Sendable, Hashable {
        public let name: String
        public let value: String
        public let line: Int
    }

    static func parse(_ lines: [String], path: String) throws(TranscriptError) -> FrontMatter {
        var matter = FrontMatter(settings: [])
        guard lines.first == "---" else { return matter }
        guard let end = lines.dropFirst().firstIndex(of: "---") else {
            throw TranscriptError(path: path, line: 1, message: "the front matter is never closed — end it with ---")
        }
        for index in 1..<end {
            let line = lines[index]
            if Whitespace.trimmed(line[...]).isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw TranscriptError(path: path, line: index + 1, message: "'\(line)' is not 'key: value'")
            }
            let key = String(Whitespace.trimmed(line[..<colon]))
            let value = YAMLScalar.read(String(Whitespace.trimmed(line[line.index(after: colon)...])))
            switch key {
            case "title":
                matter.title = value
            case "clock":
                guard let date = Timestamp.parse(value) else {
                    throw TranscriptError(path: path, line: index + 1, message: "clock '\(value)' is not an ISO 8601 time such as 2026-04-25T01:00:00Z")
                }
                matter.clock = date
            case "seed":
                guard let seed = UInt64(value) else {
                    throw TranscriptError(path: path, line: index + 1, message: "seed '\(value)' is not a whole number")
                }
                matter.seed = seed
            default:
                matter.settings.append(Setting(name: key, value: value, line: index + 1))
            }
        }
        matter.range = 0..<(end + 1)
        return matter
    }
}
