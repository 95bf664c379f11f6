import Foundation

/// Where things are on disk, as init compares and links them: absolute, with symbolic links resolved, so
/// that the `..` in a link means what the file system makes of it.
enum FileLocations {
    /// `path` as typed, from the folder `base`, with its symbolic links resolved as far as it exists.
    static func resolved(_ path: String, base: URL) -> URL {
        resolved(URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL)
    }

    /// `url` with the symbolic links of its deepest existing folder resolved, and the rest as it is.
    static func resolved(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while existing.pathComponents.count > 1, !exists(existing) {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }

    /// Whether anything is at `url`, a link to nowhere included.
    static func exists(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }

    /// Whether `url` is a folder, or a link to one.
    static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    /// Whether `url` is `folder` or inside it.
    static func isWithin(_ url: URL, _ folder: URL) -> Bool {
        url.pathComponents.starts(with: folder.pathComponents)
    }

    /// The path from the folder `from` to `target`: `../../../Pizza`.
    static func relative(from: URL, to target: URL) -> String {
        let start = from.pathComponents
        let end = target.pathComponents
        let common = zip(start, end).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: start.count - common) + end.dropFirst(common)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    /// Whether the two share a folder below the root, so that a relative path between them is worth writing.
    static func shareAFolder(_ first: URL, _ second: URL) -> Bool {
        zip(first.pathComponents, second.pathComponents).prefix { $0 == $1 }.count > 1
    }
}
