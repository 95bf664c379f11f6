import ArgumentParser
import TapbenchCommands
import Foundation
import TapbenchCore
import TapbenchTranscripts

/// `tapbench replay [PATH ...]`: every transcript, each on a fresh device in a worker process of its own.
struct Replay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay transcripts as tests: a diff for every step whose output changed.",
        discussion: "Exit codes: 0 all passed, 1 a transcript failed, 2 a usage error.")

    @Argument(help: ArgumentHelp("Transcripts, or folders of them.", valueName: "PATH"))
    var paths: [String] = ["Transcripts/"]

    @Flag(help: "Rewrite the expected output of failing steps, keeping prose and the wildcards that still match. Refused under CI=true.")
    var update = false

    @Option(help: "Replay this many transcripts at once; the default is one for each of this machine's cores.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Write a JUnit XML report, one test case per transcript.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Replay only shard i of n (1-based), a stable slice for CI fan-out.", valueName: "i/n"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "End a step that runs longer than this on the wall clock, and fail it: 10s, 1m, or off.", valueName: "DURATION"))
    var timeout = "10s"

    @OptionGroup var options: EventOptions

    mutating func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        _ = try stepTimeout()
        if update, ProcessInfo.processInfo.environment["CI"] == "true" {
            throw ValidationError("--update writes nothing under CI=true: update transcripts on your own machine and commit them")
        }
        // The report is written once every transcript has run: a path it cannot be written to is said first.
        if let junit, let problem = Self.unwritable(junit) { throw ValidationError("--junit cannot write '\(junit)': \(problem)") }
    }

    /// Why a file cannot be written at `path`, or nil when it can.
    static func unwritable(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return "it is a folder" }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return "the folder '\(folder.path)' does not exist"
        }
        return access(folder.path, W_OK) == 0 ? nil : "the folder '\(folder.path)' is not writable"
    }

    /// `--timeout`, or nil for `off`.
    private func stepTimeout() throws -> Duration? {
        if timeout == "off" { return nil }
        guard let duration = DurationText.parse(timeout), duration > .zero else {
            throw ValidationError("--timeout takes a duration such as 10s or 1m, or off; '\(timeout)' is neither")
        }
        return duration
    }

    mutating func run() async throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var files = try TranscriptFiles.find(paths, base: base)
        if let shard { files = try TranscriptFiles.shard(files, shard) }
        let sink = try options.sink()
        SandboxSlots.shared.use()
        // Each transcript runs in a worker process of its own, so one whose app crashes or hangs fails alone.
        let timeout = try stepTimeout()
        let streamsEvents = sink != nil
        let replayer = Replayer(open: { start, seed, directory in
            try IsolatedSession(start: start, seed: seed, directory: directory, timeout: timeout, events: streamsEvents)
        })
        let events = sink.map { TranscriptEventStream(sink: $0, paths: files.map(\.path)) }
        let reports = await ReplayRun(files: files, jobs: jobs, replayer: replayer, keeping: .failingSteps, events: events).reports()
        // With the event stream on standard output, people's lines go to standard error.
        let toStandardError = sink?.isStandardOutput == true
        let colour = toStandardError ? false : Style.forStandardOutput().enabled
        let output = Output(toStandardError: toStandardError, style: Style(enabled: false))
        var failed = 0
        for report in reports {
            if report.passed {
                output.line("pass \(report.path) (\(report.stepCount) \(report.stepCount == 1 ? "step" : "steps"))")
                continue
            }
            if update, let text = TranscriptUpdate.text(of: report), let file = files.first(where: { $0.path == report.path }) {
                try Data(text.utf8).write(to: file.url)
                output.line("updated \(report.path) (\(report.failures.count) step\(report.failures.count == 1 ? "" : "s"))")
                for failure in TranscriptUpdate.newFailures(of: report) {
                    output.warning("\(report.path):\(failure) — recorded as it is; check the flow")
                }
                continue
            }
            failed += 1
            // The report escapes what it shows itself, and colours its diff.
            output.text(report.failureReport(colour: colour).map { $0 + "\n" }.joined())
        }
        if let junit {
            do {
                try Data(JUnitReport.xml(reports, suite: "\(HostedApp.current.commandName) replay").utf8).write(to: URL(fileURLWithPath: junit))
            } catch {
                output.error("--junit could not write '\(junit)': \(String(describing: (error as NSError).localizedDescription))")
                throw ExitCode(1)
            }
        }
        output.line(ReplaySummary(reports, failed: failed).line)
        if failed > 0 { throw ExitCode(1) }
    }
}

/// Replays files, `jobs` at a time, keeping their order in the results. Each report keeps the steps
/// `keeping` says; every step's event records go to `events`, if given, as it finishes.
struct ReplayRun {
    let files: [(url: URL, path: String)]
    let jobs: Int
    let replayer: Replayer
    var keeping = ReplayReport.Keeping.everyStep
    var events: TranscriptEventStream?

    func reports() async -> [ReplayReport] {
        return await withTaskGroup(of: (Int, ReplayReport).self) { group in
            var results: [ReplayReport?] = Array(repeating: nil, count: files.count)
            var next = 0
            for _ in 0..<min(jobs, files.count) {
                let index = next
                group.addTask { (index, await replay(index)) }
                next += 1
            }
            for await (index, report) in group {
                results[index] = report
                if next < files.count {
                    let index = next
                    group.addTask { (index, await replay(index)) }
                    next += 1
                }
            }
            return results.compactMap { $0 }
        }
    }

    private func replay(_ index: Int) async -> ReplayReport {
        defer { events?.finish(index) }
        return await replayer.replay(contentsOf: files[index].url, named: files[index].path, keeping: keeping) { step in
            events?.add(step.eventRecords, of: index)
        }
    }
}
