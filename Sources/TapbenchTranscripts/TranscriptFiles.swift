import Foundation

/// Which transcripts a replay runs: files as named, and every `.md` file under a folder that holds a
/// `tapbench` block (or one tagged almost so, which then fails with its typo), in a stable order.
public enum TranscriptFiles {
    /// Throws ``TranscriptFilesError`` for a path that does not exist, ``NoTranscriptsError`` for a folder
    /// that holds no transcript: a run that replays nothing must not pass.
    public static func find(_ paths: [String], base: URL) throws -> [(url: URL, path: String)] {
        var found: [(url: URL, path: String)] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw TranscriptFilesError(message: "no file or folder '\(path)'")
            }
            guard isFolder.boolValue else {
                found.append((url, path))
                continue
            }
            let files = (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "md" && isTranscript($0) }
                .sorted { $0.path < $1.path }
            guard !files.isEmpty else { throw NoTranscriptsError(folder: path) }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            found += files.map { file in (file, prefix + file.path.dropFirst(url.path.count + 1)) }
        }
        return found
    }

    private static func isTranscript(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path) else { return false }
        return LineEndings.split(String(decoding: data, as: UTF8.self)).lines.contains { line in
            MarkdownFence(Whitespace.trimmed(line[...])).map { $0.isTapbench || $0.misspeltTapbench != nil } ?? false
        }
    }

    /// `--shard i/n`: the files whose position, counted from 1, is `i` modulo `n`.
    public static func shard<Element>(_ files: [Element], _ spec: String) throws(TranscriptFilesError) -> [Element] {
        let parts = spec.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] > 0, (1...parts[1]).contains(parts[0]) else {
            throw TranscriptFilesError(message: "'\(spec)' is not a shard — write i/n with 1 ≤ i ≤ n, such as 2/4")
        }
        return files.enumerated().filter { $0.offset % parts[1] == parts[0] - 1 }.map(\.element)
    }
}

public struct TranscriptFilesError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// A folder given to replay that holds no transcript.
public struct NoTranscriptsError: Error, Sendable, CustomStringConvertible {
    public let folder: String
    public var description: String {
        "no transcripts in \(folder) — a transcript is a .md file with a ```tapbench block; nothing was replayed"
    }
}
