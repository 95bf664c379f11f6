import Foundation
import TapbenchProcessDriver
import Testing

/// Running a program through pipes, as the tests and benchmarks run the built bench.
@Suite("Running a program through pipes")
struct ChildProcessTests {
    @Test("a program that echoes a megabyte as it reads it gets all of it and gives all of it back: input and output never wait on each other")
    func largeInputAndOutput() async throws {
        let line = String(repeating: "tapbench> list\n", count: 70_000)
        let run = try await ChildProcess.run(URL(fileURLWithPath: "/bin/cat"), [], input: Array(line.utf8))
        #expect(run.status == 0)
        #expect(run.standardOutput == line)
    }
}
