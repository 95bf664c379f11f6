import Foundation

/// `tapbench explore` on the sample app as users run it, a whole process: its default 600 steps with seed 1, whose
/// broken rules exit 1, shrinking and writing their transcripts included, as steps a second.
enum ExploreBenchmark {
    private static let rounds = 3
    private static let steps = 600

    static func run() throws {
        let folder = try Figures.scratchFolder("explore")
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [MeasuredProcess] = []
        for round in 0..<rounds {
            let run = try MeasuredProcess.run(["explore", "--seed", "1", "--steps", "\(steps)", "--out", folder.appendingPathComponent("\(round)").path])
            guard run.status == 1 else { throw BenchmarkFailure("tapbench explore exited \(run.status); the sample app's planted faults should fail it") }
            runs.append(run)
        }
        let median = runs.sorted { $0.wall < $1.wall }[rounds / 2]
        print(
            "explore: \(steps) steps on the sample app take \(Figures.milliseconds(median.wall)), \(Figures.rate(median.wall, steps)), "
                + "peak memory \(Figures.megabytes(kilobytes: median.peakKilobytes)) (whole process, shrinking included, median of \(rounds))")
    }
}
