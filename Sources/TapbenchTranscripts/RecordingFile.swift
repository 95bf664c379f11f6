import Foundation

/// How a recording replaces its transcript: the new text goes into a temporary file that `mkstemp` creates
/// beside it (exclusively, so a link planted there is never followed), which is then renamed over the
/// transcript. A reader sees the old text or the new, never half of it.
enum RecordingFile {
    static func replace(_ url: URL, with data: Data) throws {
        var template = Array((url.deletingLastPathComponent().path + "/" + leftoverPrefix(of: url) + "-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw RecordingFileError(errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            guard fchmod(descriptor, 0o644) == 0 else { throw RecordingFileError(errno) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try handle.write(contentsOf: data)
            try handle.close()
            guard rename(temporary, url.path) == 0 else { throw RecordingFileError(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Removes the temporary files a killed recording of `url` left (links themselves, never their targets).
    static func removeLeftovers(of url: URL) {
        let folder = url.deletingLastPathComponent().path
        let prefix = leftoverPrefix(of: url)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name == prefix || name.hasPrefix(prefix + "-") {
            unlink(folder + "/" + name)
        }
    }

    /// `.cancel.md.recording`, which the temporary files of `cancel.md` start with.
    private static func leftoverPrefix(of url: URL) -> String { ".\(url.lastPathComponent).recording" }
}

/// Why a recording could not write its file, in the system's words: `Permission denied`.
struct RecordingFileError: Error, CustomStringConvertible {
    let description: String

    init(_ code: Int32) { description = String(cString: strerror(code)) }
}
