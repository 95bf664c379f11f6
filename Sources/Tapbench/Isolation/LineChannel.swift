import Foundation

/// Reads lines from a pipe, with a deadline for each.
final class LineChannel: @unchecked Sendable {
    private let descriptor: Int32
    /// What has been read and not yet returned: the bytes of `buffer` from `start` on.
    private var buffer: [UInt8] = []
    private var start = 0
    private var chunk = [UInt8](repeating: 0, count: 65536)

    enum Reading: Sendable, Equatable {
        case line(String)
        case ended
        case timedOut
    }

    /// Whether the pipe has something to read now.
    private var isReadable: Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0
    }

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The next line, waiting at most `timeout` (for ever when nil). When other lines are known to be on
    /// their way behind it and none has arrived, it first pauses for `gathering` without watching the pipe:
    /// the writer, finding no reader waiting, does not pay for waking one at every line, and the lines that
    /// arrive meanwhile are read in one go.
    func next(timeout: Duration?, gathering: Duration = .zero) -> Reading {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        if let line = takeLine() { return .line(line) }
        if gathering > .zero, !isReadable {
            let pause = deadline.map { min(gathering, ContinuousClock.now.duration(to: $0)) } ?? gathering
            if pause > .zero { Thread.sleep(forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18) }
        }
        while true {
            var wait: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                if left <= .zero { return .timedOut }
                wait = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, wait)
            if polled < 0 && errno == EINTR { continue }
            if polled == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .ended }
            buffer.removeSubrange(..<start)
            start = 0
            buffer += chunk[..<count]
            if let line = takeLine() { return .line(line) }
        }
    }

    /// The next whole line read, taken from the buffer; nil when none has come whole.
    private func takeLine() -> String? {
        guard let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { start = newline + 1 }
        return String(decoding: buffer[start..<newline], as: UTF8.self)
    }
}
