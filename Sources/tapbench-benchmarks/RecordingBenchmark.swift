import Foundation
import TapbenchCommands
import TapbenchSampleApp
import TapbenchTranscripts

/// Recording, as the REPL records (`record start FILE` on a session whose steps a `TranscriptRecorder` writes):
/// 100 to 100,000 generated steps, the cost per step at each size and its growth, against the same steps unrecorded.
/// The recorded file is read back, so a recording that lost a step fails the benchmark.
enum RecordingBenchmark {
    static let sizes = [100, 1_000, 10_000, 100_000]

    static func run() async throws {
        let folder = try Figures.scratchFolder("recording")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = await steps(TranscriptBenchmark.generatedCommands(count: 1_000), recordingTo: nil)
        var recorded: [Duration] = []
        for size in sizes {
            let commands = TranscriptBenchmark.generatedCommands(count: size)
            let rounds = size <= 1_000 ? 7 : size <= 10_000 ? 3 : 1
            var withRecording: [Duration] = []
            var without: [Duration] = []
            for round in 0..<rounds {
                let file = folder.appendingPathComponent("recorded-\(size)-\(round).md")
                withRecording.append(await steps(commands, recordingTo: file))
                let document = try TranscriptDocument.parse(try String(contentsOf: file, encoding: .utf8), path: file.path)
                guard document.steps.count == size else { throw BenchmarkFailure("\(file.path) holds \(document.steps.count) steps, not \(size)") }
                try FileManager.default.removeItem(at: file)
                without.append(await steps(commands, recordingTo: nil))
            }
            let (cost, bare) = (Figures.median(withRecording), Figures.median(without))
            recorded.append(cost)
            print(
                "recording: \(size) steps recorded take \(Figures.milliseconds(cost)), \(Figures.perStep(cost, size)) per step; "
                    + "unrecorded \(Figures.perStep(bare, size)) per step (median of \(rounds))")
        }
        print(
            "recording: growth \(Figures.growth((recorded[0], sizes[0]), (recorded[recorded.count - 1], sizes[sizes.count - 1]))) per step "
                + "from \(sizes[0]) to \(sizes[sizes.count - 1]) recorded steps")
    }

    /// How long `commands` take on a fresh session, recorded to `file` if given.
    private static func steps(_ commands: [String], recordingTo file: URL?) async -> Duration {
        let session = Session(seed: transcriptSeed(forFileNamed: "generated.md"), app: { SampleApp.catalog(now: $0) })
        session.makeRecording = { url, title, clock, seed in try TranscriptRecorder(url: url, path: url.path, title: title, clock: clock, seed: seed) }
        if let file { _ = await session.execute("record start \(file.path)") }
        let clock = ContinuousClock()
        let start = clock.now
        for command in commands { _ = await session.execute(command) }
        let elapsed = clock.now - start
        if file != nil { _ = await session.execute("record stop") }
        return elapsed
    }
}
