import Foundation

/// The file a recording writes. It starts whole: the text goes into a temporary file that `mkstemp` creates
/// beside it (exclusively, so a link planted there is never followed), which is then renamed over the
/// transcript, so a reader sees the old text or the new. After that it grows in place through the same
/// descriptor: each write replaces the file's tail (a block's closing fence) with the new text, which ends
/// with the tail again, in one `pwrite` of a few hundred bytes.
final class RecordingFile {
    private let descriptor: Int32
    /// Its size in bytes.
    private(set) var length: Int

    /// Replaces the file at `url` with `bytes`, keeping the new file open for what follows.
    init(replacing url: URL, with bytes: [UInt8]) throws {
        var template = Array((url.deletingLastPathComponent().path + "/" + Self.leftoverPrefix(of: url) + "-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw RecordingFileError(errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.descriptor = descriptor
        length = 0
        do {
            guard fchmod(descriptor, 0o644) == 0 else { throw RecordingFileError(errno) }
            try write(bytes, at: 0)
            guard rename(temporary, url.path) == 0 else { throw RecordingFileError(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Opens the file a recording in another process wrote, to go on from `length`, cutting off what came after it; a
    /// link there is not followed.
    init(continuing url: URL, at length: Int) throws {
        let descriptor = open(url.path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw RecordingFileError(errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) >= length, ftruncate(descriptor, off_t(length)) == 0 else {
            let code = errno == 0 ? EIO : errno
            close(descriptor)
            throw RecordingFileError(code)
        }
        self.descriptor = descriptor
        self.length = length
    }

    deinit { close(descriptor) }

    /// Writes `bytes` from `offset` (at most the length) on: what was there is the file's old tail, which
    /// they replace, and they end the file.
    func write(_ bytes: [UInt8], at offset: Int) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + written, bytes.count - written, off_t(offset + written)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw RecordingFileError(count < 0 ? errno : EIO) }
            written += count
        }
        length = max(length, offset + bytes.count)
    }

    /// The bytes in `range`, as the file holds them.
    func read(_ range: Range<Int>) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw RecordingFileError(count < 0 ? errno : EIO) }
            done += count
        }
        return bytes
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
