import Foundation
@testable import Tapbench
import TapbenchProcessDriver
import Testing

/// When the warm copy cannot serve a request, the supervisor is told so and starts the worker with exec.
@Suite("Forked workers' fallback")
struct WorkerForksFallbackTests {
    @Test("a variable the copy holds no placeholder for, or a value longer than its placeholder, is not sent to the copy")
    func unservedRequests() throws {
        let forks = try WorkerForks(executable: TapbenchProcess.executable.path, variables: ["HOME"])
        try withPipe { descriptors in
            #expect(forks.start(arguments: ["worker"], environment: ["TMPDIR": "/tmp"], descriptors: descriptors) == nil)
            let long = "/" + String(repeating: "a", count: WorkerForks.placeholderLength)
            #expect(forks.start(arguments: ["worker"], environment: ["HOME": long], descriptors: descriptors) == nil)
        }
    }

    @Test("a copy that has ended answers no request, then or later")
    func endedCopy() throws {
        let forks = try WorkerForks(executable: "/bin/true", variables: ["HOME"])
        try withPipe { descriptors in
            for _ in 0..<3 { #expect(forks.start(arguments: ["worker"], environment: ["HOME": "/tmp"], descriptors: descriptors) == nil) }
        }
    }

    /// Three descriptors to hand a worker: a pipe's ends, and its write end again.
    private func withPipe(_ body: ([Int32]) throws -> Void) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        defer { ends.forEach { close($0) } }
        try body([ends[0], ends[1], ends[1]])
    }
}
