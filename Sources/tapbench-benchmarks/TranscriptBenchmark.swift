import Bench
import Foundation
import SampleApp
import TapbenchCore
import TapbenchTestSupport
import Transcript

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

        let files = try TranscriptFiles.find(["Transcripts/"], base: folder)
        var suites: [Duration] = []
        var count = 0
        for _ in 0..<rounds {
            let start = clock.now
            for file in files {
                let report = await replayer.replay(contentsOf: file.url, named: file.path)
                guard report.passed else { throw BenchmarkFailure("\(file.path) does not replay") }
                count += report.steps.count
            }
            suites.append(clock.now - start)
        }
        print("transcripts: all of Transcripts/ (\(files.count) files, \(count / rounds) steps) replays in \(milliseconds(median(suites))) (median of \(rounds))")
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

    /// A long, steady session: one delivery updated, tapped, pushed to, opened and drawn, ten seconds
    /// of virtual time a round, so that it stays well inside the 8-hour limit.
    static func generatedCommands(count: Int) -> [String] {
        var commands = ["start Delivery orderNumber=B-1 --push token"]
        var round = 0
        let firstTimestamp = Int(Device.defaultStart.timeIntervalSince1970)
        while commands.count < count {
            round += 1
            let round = [
                "update 1 etaSeconds=\(1800 - round % 1800) progress=0.\(round % 9 + 1)",
                "advance 10s",
                "tap 1",
                "show 1 lock",
                #"push {"aps":{"timestamp":\#(firstTimestamp + round * 10),"event":"update","content-state":{"step":"onTheWay","etaSeconds":\#(round % 900),"driverLocation":"Main St","progress":0.5}}} --priority 5"#,
                "perform RecalculateRouteIntent orderID=B-1",
                "open delivery://order/B-1/help",
                "clock",
            ]
            commands += round.prefix(count - commands.count)
        }
        return commands
    }

    /// The commands as a recorded transcript, with the output a fresh session prints.
    private static func transcript(of commands: [String]) async -> String {
        let session = Session(seed: transcriptSeed(forFileNamed: "generated.md"), app: { SampleApp.catalog(now: $0) })
        var lines = ["# Generated", "", "```tapbench"]
        for command in commands {
            let outcome = await session.execute(command)
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
