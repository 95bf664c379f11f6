import Foundation

/// A long command script, as users run it: `tapbench run FILE` as a whole process, with the generated steps
/// one per line (a comment line heads each run of the flow, as in a hand-written script), at 1,000 and 10,000
/// steps, with its growth and peak memory.
enum ScriptBenchmark {
    static let sizes = [1_000, 10_000]
    private static let rounds = 5

    static func run() throws {
        let folder = try Figures.scratchFolder("script")
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [MeasuredProcess] = []
        for size in sizes {
            let file = folder.appendingPathComponent("generated-\(size).tapbench")
            let lines = TranscriptBenchmark.generatedCommands(count: size).flatMap { $0 == "reset" ? [$0, "", "# the flow again"] : [$0] }
            try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            let run = try MeasuredProcess.median(of: rounds, ["run", file.path])
            runs.append(run)
            print(
                "script: `tapbench run` of \(size) generated steps takes \(Figures.milliseconds(run.wall)), \(Figures.rate(run.wall, size)), "
                    + "peak memory \(Figures.megabytes(kilobytes: run.peakKilobytes)) (whole process, median of \(rounds))")
        }
        print(
            "script: growth \(Figures.growth((runs[0].wall, sizes[0]), (runs[runs.count - 1].wall, sizes[sizes.count - 1]))) per step "
                + "from \(sizes[0]) to \(sizes[sizes.count - 1]) steps")
    }
}
