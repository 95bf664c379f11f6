import CTapbenchPseudoTerminal
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `tapbench` on a pseudo-terminal and types at it, the way a person would: keys go in,
/// the screen's bytes come out, and Ctrl-C reaches the program as SIGINT through the terminal.
///
/// Tests use it from one task at a time; the async forms of `expect` and `waitForExit` wait on a thread
/// of their own, so that the blocking reads never hold one of Swift's cooperative threads, which the
/// tests running beside them need.
public final class PseudoTerminal: @unchecked Sendable {
    private let master: Int32
    public let pid: pid_t
    private var buffer: [UInt8] = []
    /// Where the next `expect` starts looking.
    private var mark = 0

    /// Starts `tapbench ARGUMENTS` as the leader of a new session whose controlling terminal is a
    /// 120 × 40 pty.
    public init(_ arguments: [String] = [], environment: [String: String]) throws {
        var slavePath = [CChar](repeating: 0, count: 256)
        master = tapbench_pty_open(&slavePath, UInt(slavePath.count), 40, 120)
        guard master >= 0 else { throw TerminalError("cannot open a pseudo-terminal") }
        let executable = TapbenchProcess.executable.path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child = pid_t()
        let status = tapbench_pty_spawn(executable, argv, envp, slavePath, master, &child)
        guard status == 0 else { throw TerminalError("cannot start \(executable): error \(status)") }
        pid = child
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Types `keys`: text, `\t` for Tab, `\r` for Return, `\u{03}` for Ctrl-C, `\u{04}` for Ctrl-D,
    /// `\u{1B}[A` for the up arrow.
    public func type(_ keys: String) {
        var bytes = Array(keys.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits until the screen shows `text` after the last thing expected, and returns what came before it.
    /// Escape sequences are removed before looking. The timeout only bounds a hang: with the whole suite
    /// starting processes on two cores, a reply can take seconds.
    @discardableResult
    public func expect(_ text: String, timeout: Duration = .seconds(60)) throws -> String {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let screen = Array(Self.plain(String(decoding: buffer, as: UTF8.self)))
            let unread = String(screen[min(mark, screen.count)...])
            if let range = unread.range(of: text) {
                mark += unread.distance(from: unread.startIndex, to: range.upperBound)
                return String(unread[..<range.lowerBound])
            }
            guard ContinuousClock.now < deadline else {
                throw TerminalError("expected \(text.debugDescription); the screen shows \(unread.debugDescription)")
            }
            pump(for: .milliseconds(20))
        }
    }

    /// `expect`, waiting on a thread of its own.
    @discardableResult
    public func expect(_ text: String, timeout: Duration = .seconds(60)) async throws -> String {
        try await Self.offThePool { try self.expect(text, timeout: timeout) as String }
    }

    /// `waitForExit`, waiting on a thread of its own.
    public func waitForExit(timeout: Duration = .seconds(60)) async throws -> Int32 {
        try await Self.offThePool { try self.waitForExit(timeout: timeout) as Int32 }
    }

    private static func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// Everything printed so far, escape sequences included.
    public var raw: String {
        pump(for: .milliseconds(50))
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Waits for the program to end; its exit status.
    public func waitForExit(timeout: Duration = .seconds(60)) throws -> Int32 {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            pump(for: .milliseconds(10))
            if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xFF }
        }
        throw TerminalError("tapbench did not exit")
    }

    private func pump(for duration: Duration) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000))
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &chunk, chunk.count)
            guard count > 0 else { break }
            buffer += chunk[..<count]
        }
    }

    /// Text without terminal escape sequences or carriage returns.
    public static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1B}[()][A-Z0-9]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
    }
}

public struct TerminalError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
