import Foundation
import TapbenchSampleApp
import TapbenchProcessDriver
import TapbenchTranscripts

/// What running the app in a worker process costs: the generated transcript replayed by the built
/// `tapbench replay` as a whole process (reading the file, starting the worker, a round trip per step),
/// against the same file replayed in this process; and a one-step transcript, for the cost of starting.
enum IsolationBenchmark {
    private static let rounds = 5

    static func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-isolation-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("generated.md")
        try await TranscriptBenchmark.transcript(of: TranscriptBenchmark.generatedCommands(count: TranscriptBenchmark.steps))
            .write(to: generated, atomically: true, encoding: .utf8)
        let single = folder.appendingPathComponent("single.md")
        try "# One step\n\n```tapbench\ntapbench> start Delivery\n...\n```\n".write(to: single, atomically: true, encoding: .utf8)

        let clock = ContinuousClock()
        let replayer = Replayer(app: { SampleApp.catalog(now: $0) })
        var inProcess: [Duration] = []
        var isolated: [Duration] = []
        var starts: [Duration] = []
        for _ in 0..<rounds {
            var start = clock.now
            let report = await replayer.replay(contentsOf: generated, named: "generated.md")
            inProcess.append(clock.now - start)
            guard report.passed else { throw BenchmarkFailure("the generated transcript does not replay in-process") }
            start = clock.now
            let whole = try await TapbenchProcess.run(["replay", generated.path], input: "")
            isolated.append(clock.now - start)
            guard whole.status == 0 else { throw BenchmarkFailure("the generated transcript does not replay: \(whole.lines.prefix(5))") }
            for _ in 0..<4 {
                start = clock.now
                _ = try await TapbenchProcess.run(["replay", single.path], input: "")
                starts.append(clock.now - start)
            }
        }
        let steps = Double(TranscriptBenchmark.steps)
        let (inside, outside) = (seconds(median(inProcess)), seconds(median(isolated)))
        print(
            String(
                format: "isolation: %d generated steps replay at %.0f steps/s in a worker (whole `tapbench replay`, median of %d), "
                    + "%.0f steps/s in this process: %.1f µs more per step", TranscriptBenchmark.steps, steps / outside, rounds, steps / inside,
                (outside - inside) / steps * 1e6))
        print(String(format: "isolation: a one-step transcript replays in %.1f ms, worker start included (median of %d)", seconds(median(starts)) * 1000, starts.count))
    }

    private static func median(_ durations: [Duration]) -> Duration { durations.sorted()[durations.count / 2] }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
