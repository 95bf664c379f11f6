import Foundation
import TapbenchSampleApp
import TapbenchTranscripts

/// Replay as users run it, at 1,000, 10,000 and 50,000 generated steps: `tapbench replay FILE` as a whole process
/// (reading and parsing the file, the worker, the report), with its peak memory and what each step adds to it;
/// the same file replayed in this process from its path; and parsing alone. Each figure comes with its growth.
/// Peak memory is that of the process or its worker, whichever is larger, as `/usr/bin/time -v` reports it: the
/// worker's is about the same at any size, so what a step adds is measured from 10,000 steps on.
enum ReplayScaleBenchmark {
    static let sizes = [1_000, 10_000, 50_000]
    private static let rounds = 5

    static func run() async throws {
        let folder = try Figures.scratchFolder("replay")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for size in sizes { files.append(try await generatedTranscript(steps: size, in: folder)) }

        var whole: [MeasuredProcess] = []
        for (size, file) in zip(sizes, files) {
            let run = try MeasuredProcess.median(of: rounds, ["replay", file.path])
            whole.append(run)
            print(
                "replay: `tapbench replay` of \(size) generated steps takes \(Figures.milliseconds(run.wall)), \(Figures.rate(run.wall, size)), "
                    + "peak memory \(Figures.megabytes(kilobytes: run.peakKilobytes)) (whole process, median of \(rounds))")
        }
        let (first, last) = (whole[0], whole[whole.count - 1])
        let bytesPerStep = Double(last.peakKilobytes - whole[1].peakKilobytes) * 1024 / Double(sizes[sizes.count - 1] - sizes[1])
        print(
            "replay: growth \(Figures.growth((first.wall, sizes[0]), (last.wall, sizes[sizes.count - 1]))) per step from \(sizes[0]) to "
                + "\(sizes[sizes.count - 1]) steps; from \(sizes[1]) steps on, each step adds \(String(format: "%.0f", bytesPerStep)) bytes to the peak memory")

        let replayer = Replayer(app: { SampleApp.catalog(now: $0) })
        let clock = ContinuousClock()
        var inProcess: [Duration] = []
        var parsing: [Duration] = []
        for (size, file) in zip(sizes, files) {
            var replays: [Duration] = []
            var parses: [Duration] = []
            for _ in 0..<rounds {
                var start = clock.now
                let report = await replayer.replay(contentsOf: file, named: "generated.md")
                replays.append(clock.now - start)
                guard report.passed else { throw BenchmarkFailure("the generated transcript does not replay: \(report.failureReport().prefix(5))") }
                start = clock.now
                let text = try String(contentsOf: file, encoding: .utf8)
                _ = try TranscriptDocument.parse(text, path: "generated.md")
                parses.append(clock.now - start)
            }
            let (replay, parse) = (Figures.median(replays), Figures.median(parses))
            inProcess.append(replay)
            parsing.append(parse)
            print(
                "replay: \(size) steps replay in this process from the file at \(Figures.rate(replay, size)); "
                    + "reading and parsing it takes \(Figures.perStep(parse, size)) per step (medians of \(rounds))")
        }
        print(
            "replay: growth \(Figures.growth((inProcess[0], sizes[0]), (inProcess[inProcess.count - 1], sizes[sizes.count - 1]))) per step "
                + "in this process, \(Figures.growth((parsing[0], sizes[0]), (parsing[parsing.count - 1], sizes[sizes.count - 1]))) for parsing")
    }

    /// `generated.md` in a folder of its own (its name seeds the replay), holding `steps` generated steps.
    static func generatedTranscript(steps: Int, in folder: URL) async throws -> URL {
        let subfolder = folder.appendingPathComponent("\(steps)")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        let file = subfolder.appendingPathComponent("generated.md")
        try await TranscriptBenchmark.transcript(of: TranscriptBenchmark.generatedCommands(count: steps)).write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
