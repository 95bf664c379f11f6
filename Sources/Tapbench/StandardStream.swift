import Foundation

/// Writes to this process's standard output and standard error, to the event stream's file, and between a
/// supervisor and its worker.
///
/// A reader of standard output or error that has gone, as in `tapbench replay Transcripts/ | head`, ends the
/// process quietly with status 141, as the SIGPIPE a shell expects would have: the bench ignores that signal,
/// so that a worker which dies cannot end it, and a failed write would otherwise be a crash with a backtrace.
enum StandardStream {
    static let output = FileHandle.standardOutput.fileDescriptor
    static let error = FileHandle.standardError.fileDescriptor

    /// Writes `text` whole to `descriptor`. Another failure than a gone reader (a full disk under
    /// `--events FILE`) loses the text, as a shell's `>` would.
    static func write(_ text: String, to descriptor: Int32) {
        if !writeWhole(text, to: descriptor) && errno == EPIPE { exit(128 + SIGPIPE) }
    }

    /// Writes `bytes` whole to `descriptor`, as `write(_:to:)` writes text.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        if !writeWhole(bytes, to: descriptor) && errno == EPIPE { exit(128 + SIGPIPE) }
    }

    /// Writes `bytes` whole to `descriptor`, going on after a signal interrupts a write; false when a write
    /// fails, with `errno` saying why.
    static func writeWhole(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeWhole($0, to: descriptor) }
    }

    private static func writeWhole(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeWhole(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    private static func writeWhole(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let count = Glibc.write(descriptor, rest.baseAddress, rest.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        }
        return true
    }
}
