import TapbenchCommands
import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchProcessDriver
import TapbenchTranscripts

/// Replay speed: a generated transcript of 10,000 steps replayed in-process, against running the same
/// commands on a session with no transcript at all; every file in `Transcripts/`; and (`cram`), for
/// scale, the same steps with one `tapbench` process per command, as a cram-style tool would run them.
enum TranscriptBenchmark {
    static let steps = 10_000
    private static let rounds = 5

    static func run() async throws {
        let commands = generatedCommands(count: steps)
        let text = await transcript(of: commands)
        let document = try TranscriptDocument.parse(text, path: "generated.md")
        let replayer = Replayer(app: { SampleApp.catalog(now: $0) })
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let clock = ContinuousClock()
        var replays: [Duration] = []
        var bare: [Duration] = []
        for _ in 0..<rounds {
            let start = clock.now
            let report = await replayer.replay(document, directory: folder, fileName: "generated.md")
            replays.append(clock.now - start)
            guard report.passed else { throw BenchmarkFailure("the generated transcript does not replay: \(report.failureReport().prefix(5))") }
            let session = Session(seed: transcriptSeed(forFileNamed: "generated.md"), app: { SampleApp.catalog(now: $0) })
            let bareStart = clock.now
            for command in commands { _ = await session.execute(command) }
            bare.append(clock.now - bareStart)
        }
        let replay = median(replays)
        print(
            "transcripts: \(steps) generated steps replay at \(rate(replay)) steps/s in-process (median of \(rounds): \(milliseconds(replay))); "
                + "the same commands without a transcript run at \(rate(median(bare))) steps/s, so replay costs \(ratio(replay, median(bare))) of that")

        // As users run it, a whole process: one transcript's app crashes on purpose, which only a worker survives.
        var suites: [Duration] = []
        var summary = ""
        for _ in 0..<rounds {
            let start = clock.now
            let result = try await TapbenchProcess.run(["replay", "Transcripts/"], input: "")
            suites.append(clock.now - start)
            guard result.status == 0, let last = result.lines.last else { throw BenchmarkFailure("Transcripts/ does not replay") }
            summary = last
        }
        print("transcripts: all of Transcripts/ (\(summary)) replays in \(milliseconds(median(suites))) as a whole tapbench replay (median of \(rounds))")
    }

    /// The generated steps with one `tapbench` process per command, against their in-process replay.
    static func runPerProcess() async throws {
        let commands = generatedCommands(count: steps)
        let document = try TranscriptDocument.parse(await transcript(of: commands), path: "generated.md")
        let clock = ContinuousClock()
        let replayStart = clock.now
        _ = await Replayer(app: { SampleApp.catalog(now: $0) }).replay(document, directory: URL(fileURLWithPath: "."), fileName: "generated.md")
        let replay = clock.now - replayStart
        let start = clock.now
        for command in commands { _ = try await TapbenchProcess.run([], input: command + "\n") }
        let perProcess = clock.now - start
        print(
            "cram: the same \(steps) steps with one tapbench process per command take \(milliseconds(perProcess)) "
                + "(\(rate(perProcess)) steps/s), \(ratio(perProcess, replay)) the in-process replay (\(milliseconds(replay)), run just before)")
    }

    /// Steps in the proportions the sample flows in `Transcripts/` use them (taps, starts and pushes
    /// most, then settings, lists, the clock and drawings, with intents, long presses, links, toggles,
    /// routes and ends among them), as one short flow repeated, each run starting over with `reset` as
    /// each transcript starts on a fresh device.
    static func generatedCommands(count: Int) -> [String] {
        let update = { (step: String, eta: Int, seconds: Int) in
            #"push {"aps":{"timestamp":\#(1_777_078_800 + seconds),"event":"update","content-state":{"step":"\#(step)","etaSeconds":\#(eta),"driverLocation":"Main St","progress":0.5}}} --priority 5"#
        }
        let flow = [
            "start Delivery orderNumber=B-1 --push token", "show", "tap 1", "app background", "hold 1", "tap 1 expanded Help",
            update("onTheWay", 900, 60), "list", "advance 5m", "start WorkoutTimer", "show 2 lock", "set other-app on",
            "show", "tap 1", "set other-app off", update("onTheWay", 600, 400), "perform RecalculateRouteIntent orderID=B-1", "list",
            "advance 10m", "open delivery://order/B-1", "start Takeout", #"tap 3 lock "Check In""#, "set locked on", "tap 1", "list",
            #"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","eta_seconds":60,"driverLocation":"x","progress":0.9}}}"#,
            "advance 1m", "show 1 lock", "route test delivery://order/B-1/help", "update 1 step=arriving", "end 1 --dismissal immediate",
            "tokens", "list", "reset",
        ]
        // No toggle of the workout timer: its intent reads `Date()`, which only a worker's app threads read from the
        // device's clock, and the expected output is recorded in this process.
        return (0..<count).map { flow[$0 % flow.count] }
    }

    /// The commands as a recorded transcript, with the output a fresh session prints.
    static func transcript(of commands: [String]) async -> String {
        let session = Session(seed: transcriptSeed(forFileNamed: "generated.md"), app: { SampleApp.catalog(now: $0) })
        var lines = ["# Generated", "", "```tapbench"]
        for command in commands {
            let outcome = await session.execute(command)
            if let error = outcome.error { preconditionFailure("the generated flow must run cleanly: '\(command)': \(error.message)") }
            lines.append(TranscriptDocument.prompt + command)
            lines += outcome.lines + (outcome.error.map { ["error: \($0.message)"] } ?? [])
        }
        return (lines + ["```", ""]).joined(separator: "\n")
    }

    private static func median(_ durations: [Duration]) -> Duration { durations.sorted()[durations.count / 2] }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func rate(_ duration: Duration) -> String { String(format: "%.0f", Double(steps) / seconds(duration)) }
    private static func milliseconds(_ duration: Duration) -> String { String(format: "%.1f ms", seconds(duration) * 1000) }
    private static func ratio(_ a: Duration, _ b: Duration) -> String { String(format: "%.2f×", seconds(a) / seconds(b)) }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
