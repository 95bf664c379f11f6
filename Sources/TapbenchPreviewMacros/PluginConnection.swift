import Foundation

/// The compiler's end of a plugin's conversation: messages framed by their length, as 8 bytes little-endian, on
/// standard input and output. Standard output is then standard error, so that nothing printed corrupts a message.
struct PluginConnection {
    private let input: Int32
    private let output: Int32

    init() {
        input = dup(STDIN_FILENO)
        output = dup(STDOUT_FILENO)
        close(STDIN_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// The next message's bytes; nil when the compiler has closed the conversation.
    func receive() -> [UInt8]? {
        guard let header = read(8) else { return nil }
        let count = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return read(Int(count))
    }

    func send(_ message: [UInt8]) {
        var count = UInt64(message.count)
        var header: [UInt8] = []
        for _ in 0..<8 {
            header.append(UInt8(truncatingIfNeeded: count))
            count >>= 8
        }
        write(header + message)
    }

    private func read(_ count: Int) -> [UInt8]? {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress! + done, count - done) }
            if got > 0 {
                done += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                return nil
            }
        }
        return bytes
    }

    private func write(_ bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            let sent = bytes.withUnsafeBytes { Foundation.write(output, $0.baseAddress! + done, bytes.count - done) }
            if sent > 0 {
                done += sent
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                exit(1)
            }
        }
    }
}
