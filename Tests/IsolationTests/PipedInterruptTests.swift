import Foundation
import TapbenchTestSupport
import Testing

/// SIGINT with piped input: the running command is cancelled as Ctrl-C cancels it at a terminal, its
/// outcome is shown, and the session ends with status 130, as any program that SIGINT stopped.
@Suite("SIGINT with piped input")
struct PipedInterruptTests {
    /// `tapbench` reading `script` from a pipe that stays open, and its output lines as they come.
    func start(_ script: String) throws -> (Process, LineCollector) {
        let process = Process()
        process.executableURL = TapbenchProcess.executable
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        return (process, LineCollector(output.fileHandleForReading))
    }

    @Test("SIGINT during a command cancels it, shows its outcome and exits 130")
    func interruptsACommand() async throws {
        let (process, lines) = try start("start Delivery\nset budget off\nperform ContactCourierIntent orderID=A-7189\n")
        #expect(await lines.wait(for: "01:00:00  set budget off"))
        // The perform waits 30 s of wall time; the interrupt comes while it waits.
        try await Task.sleep(for: .milliseconds(300))
        kill(process.processIdentifier, SIGINT)
        #expect(await lines.wait(for: "01:00:00  ContactCourierIntent(orderID: \"A-7189\") cancelled after 0ms"))
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
    }

    @Test("SIGINT between commands ends the session at once with 130")
    func interruptsBetweenCommands() async throws {
        let (process, lines) = try start("start Delivery\n")
        #expect(await lines.wait(for: "01:00:00  #1 Delivery started (active)"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
    }
}

/// Collects a process's output lines as they come, on a thread of its own.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = ""

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                lock.withLock {
                    partial += String(decoding: data, as: UTF8.self)
                    while let newline = partial.firstIndex(of: "\n") {
                        lines.append(String(partial[..<newline]))
                        partial = String(partial[partial.index(after: newline)...])
                    }
                }
            }
        }
    }

    /// Whether `line` arrives within a minute, a bound on a hang only.
    func wait(for line: String) async -> Bool {
        for _ in 0..<6000 {
            if lock.withLock({ lines.contains(line) }) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}
