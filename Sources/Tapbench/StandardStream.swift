import Foundation

/// Writes to this process's standard output and standard error, to the event stream's file, and a worker's
/// replies to its supervisor.
///
/// A reader that has gone, as in `tapbench replay Transcripts/ | head`, ends the process quietly with status
/// 141, as the SIGPIPE a shell expects would have: the bench ignores that signal, so that a worker which dies
/// cannot end it, and a failed write would otherwise be a crash with a backtrace.
enum StandardStream {
    static let output = FileHandle.standardOutput.fileDescriptor
    static let error = FileHandle.standardError.fileDescriptor

    /// Writes `text` whole to `descriptor`.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == EPIPE { exit(128 + SIGPIPE) }
            // Another failure (a full disk under `--events FILE`) loses the text, as a shell's `>` would.
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}
