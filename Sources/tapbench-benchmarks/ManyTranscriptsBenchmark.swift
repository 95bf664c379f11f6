import Foundation
import TapbenchProcessDriver

/// A team's suite as it grows: `tapbench replay FOLDER` of 1,000 small transcripts of four steps each, against one
/// transcript of the same 4,000 steps, both as whole processes. Each small transcript gets a worker of its own, so
/// the difference is what starting and ending those workers costs.
enum ManyTranscriptsBenchmark {
    static let files = 1_000
    private static let rounds = 3

    /// Four steps on the `number`th activity, which end as they began, with none on screen, so that the one long
    /// transcript runs them again on the next. Not `reset`, which starts the app's process again and would cost the
    /// long transcript what it measures.
    static func flow(_ number: Int) -> [String] {
        ["start Delivery orderNumber=B-1", "tap \(number)", "advance 1m", "end \(number) --dismissal immediate"]
    }

    static func run() async throws {
        let folder = try Figures.scratchFolder("many")
        defer { try? FileManager.default.removeItem(at: folder) }
        let many = folder.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        let small = try await recorded(flow(1), to: folder.appendingPathComponent("small.md"))
        for index in 0..<files {
            try FileManager.default.copyItem(at: small, to: many.appendingPathComponent(String(format: "t%04d.md", index)))
        }
        let long = try await recorded((1...files).flatMap(flow), to: folder.appendingPathComponent("long.md"))

        for replayed in [many, long] {
            let check = try await ChildProcess.run(URL(fileURLWithPath: MeasuredProcess.executable), ["replay", replayed.path])
            guard check.status == 0 else { throw BenchmarkFailure("\(replayed.lastPathComponent) does not replay: \(check.lines.filter { !$0.hasPrefix("pass ") }.prefix(20))") }
        }
        let folderRun = try MeasuredProcess.median(of: rounds, ["replay", many.path])
        let fileRun = try MeasuredProcess.median(of: rounds, ["replay", long.path])
        let (folderSeconds, fileSeconds) = (Figures.seconds(folderRun.wall), Figures.seconds(fileRun.wall))
        print(
            "many: `tapbench replay` of \(files) transcripts of 4 steps takes \(Figures.milliseconds(folderRun.wall)), "
                + String(format: "%.1f ms a transcript; the same %d steps in one transcript take ", folderSeconds * 1000 / Double(files), files * 4)
                + "\(Figures.milliseconds(fileRun.wall)): \(String(format: "%.1f×", folderSeconds / fileSeconds)) (whole processes, medians of \(rounds))")
    }

    /// `commands` recorded at the prompt of the `tapbench` measured, as a user records a transcript, so that it
    /// replays as that build runs it.
    private static func recorded(_ commands: [String], to file: URL) async throws -> URL {
        let input = (["record start \(file.path)"] + commands + ["record stop"]).joined(separator: "\n") + "\n"
        let session = try await ChildProcess.run(URL(fileURLWithPath: MeasuredProcess.executable), [], input: Array(input.utf8))
        guard session.status == 0, FileManager.default.fileExists(atPath: file.path) else {
            throw BenchmarkFailure("recording \(file.lastPathComponent) failed: \(session.standardError.split(separator: "\n").suffix(3))")
        }
        return file
    }
}
