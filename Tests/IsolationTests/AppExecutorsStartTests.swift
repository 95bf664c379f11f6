import Foundation
import TapbenchProcessDriver
import Testing

/// A worker installs the app's executors as soon as its async `main` runs, on one of Swift's threads, while the
/// runtime starts the main executor on the main thread: whichever comes first, the worker starts.
@Suite("The app's executors at a worker's start")
struct AppExecutorsStartTests {
    @Test("executors installed before the main thread has started its main executor: the main thread serves DispatchQueue.main, and the process runs on")
    func installedFirst() async throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("TapbenchAppExecutorsProbe")
        for _ in 0..<3 {
            let run = try await ChildProcess.run(probe, [], environment: ["SWIFT_BACKTRACE": "enable=no"])
            #expect(run.status == 0 && run.lines == ["started"], "\(run.standardError)")
        }
    }
}
