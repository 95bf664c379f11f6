import Foundation
import TapbenchSampleApp
import TapbenchTestSupport
import Testing
import TapbenchTranscripts

/// `tapbench replay` keeps only the steps it prints, the failing ones, and hands every step's events on as
/// the step finishes; what it prints, the summary and the event stream stay as they were.
@Suite("Replay streams its steps")
struct ReplayStreamingTests {
    static let text = """
        ```tapbench
        tapbench> clock
        clock 2026-04-25T01:00:00Z
        tapbench> advance 5m
        01:05:00  clock 01:06:00 (+5m)
        tapbench> start Delivery
        ...
        ```

        """

    func replay(keeping: ReplayReport.Keeping) async throws -> (ReplayReport, [String]) {
        let document = try TranscriptDocument.parse(Self.text, path: "streamed.md")
        var seen: [String] = []
        let report = await Replayer(app: { SampleApp.catalog(now: $0) }).replay(
            document, directory: URL(fileURLWithPath: "/tmp"), fileName: "streamed.md", keeping: keeping
        ) { seen.append("\($0.step.command): \($0.matches ? "pass" : "fail"), \($0.eventRecords.count) events") }
        return (report, seen)
    }

    @Test("keeping failing steps, a report holds the failing one, counts all three, and reports and summarises as one that keeps every step")
    func failingStepsOnly() async throws {
        let (every, seenEvery) = try await replay(keeping: .everyStep)
        let (failing, seenFailing) = try await replay(keeping: .failingSteps)
        #expect(every.steps.map(\.step.command) == ["clock", "advance 5m", "start Delivery"])
        #expect(failing.steps.map(\.step.command) == ["advance 5m"])
        #expect(every.stepCount == 3)
        #expect(failing.stepCount == 3)
        #expect(seenFailing == ["clock: pass, 0 events", "advance 5m: fail, 1 events", "start Delivery: pass, 1 events"])
        #expect(seenEvery == seenFailing)
        #expect(failing.failureReport() == every.failureReport())
        #expect(failing.failureReport().first == "FAIL streamed.md:4: tapbench> advance 5m")
        #expect(ReplaySummary([failing], failed: 1).line == "0 passed, 1 failed (3 steps)")
        #expect(JUnitReport.xml([failing], suite: "tapbench replay").replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
            == JUnitReport.xml([every], suite: "tapbench replay").replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression))
        #expect(TranscriptUpdate.text(of: failing) == Self.text.replacingOccurrences(of: "01:06:00 (+5m)", with: "01:05:00 (+5m)"))
    }

    /// A transcript of `count` one-second advances, well over one 64 KB chunk of the file.
    static func advances(_ count: Int) -> String {
        let steps = (1...count).map { second in
            let time = String(format: "01:%02d:%02d", second / 60, second % 60)
            return "tapbench> advance 1s\n\(time)  clock \(time) (+1s)"
        }
        return "# Seconds\n\n```tapbench\n" + steps.joined(separator: "\n") + "\n```\n"
    }

    func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-streamed-\(UUID().uuidString).md")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("a file replays a chunk at a time: a passing replay keeps neither its steps nor the document; a failing one keeps the document for --update")
    func fromTheFile() async throws {
        let replayer = Replayer(app: { SampleApp.catalog(now: $0) })
        let text = Self.advances(2_000)
        #expect(text.utf8.count > 64 * 1024)
        let passing = try write(text)
        defer { try? FileManager.default.removeItem(at: passing) }
        var seen = 0
        let report = await replayer.replay(contentsOf: passing, named: "seconds.md", keeping: .failingSteps) { _ in seen += 1 }
        #expect(report.passed, "\(report.failureReport().prefix(5))")
        #expect(report.stepCount == 2_000)
        #expect(seen == 2_000)
        #expect(report.steps.isEmpty)
        #expect(report.document == nil)

        let wrongLast = text.replacingOccurrences(of: "01:33:20  clock 01:33:20", with: "01:33:20  clock 01:33:21")
        let failing = try write(wrongLast)
        defer { try? FileManager.default.removeItem(at: failing) }
        let failed = await replayer.replay(contentsOf: failing, named: "seconds.md", keeping: .failingSteps)
        #expect(failed.steps.map(\.step.line) == [2_000 * 2 + 2])
        #expect(TranscriptUpdate.text(of: failed) == text)
    }

    @Test("a block left open at the end of a long file fails the replay with its line, after the steps before it ran")
    func unclosedLater() async throws {
        let text = Self.advances(1_500) + "\n```tapbench\ntapbench> clock\n"
        let url = try write(text)
        defer { try? FileManager.default.removeItem(at: url) }
        var seen = 0
        let report = await Replayer(app: { SampleApp.catalog(now: $0) }).replay(contentsOf: url, named: "open.md", keeping: .failingSteps) { _ in seen += 1 }
        #expect(report.problem == "open.md:3006: this fence is never closed — end the block with ```")
        #expect(seen == 1_500)
    }

    @Test("with --jobs 2, the event stream of Transcripts/ is the one --jobs 1 writes, transcript by transcript")
    func eventsInOrder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var streams: [String] = []
        for jobs in ["1", "2"] {
            let events = folder.appendingPathComponent("events-\(jobs).jsonl")
            let result = try await TapbenchProcess.run(
                ["replay", "Transcripts/", "--jobs", jobs, "--events", events.path], input: "", directory: TranscriptFile.folder.deletingLastPathComponent())
            #expect(result.status == 0, "\(result.standardOutput)")
            streams.append(try String(contentsOf: events, encoding: .utf8))
        }
        // Each transcript's records together, in the order of the files.
        let transcripts = streams[0].split(separator: "\n").map { String($0[$0.range(of: #""transcript":"[^"]+""#, options: .regularExpression)!]) }
        let runs = transcripts.enumerated().filter { $0.offset == 0 || transcripts[$0.offset - 1] != $0.element }.map(\.element)
        let files = TranscriptFile.all.map { #""transcript":"Transcripts/\#($0.url.lastPathComponent)""# }
        #expect(runs.count >= 10)
        #expect(runs == files.filter(runs.contains))
        #expect(streams[1] == streams[0])
    }

    @Test("a reader that goes away, as 'replay Transcripts/ --events - | head -1' makes one, ends the bench quietly with 141, as SIGPIPE would")
    func readerGoesAway() async throws {
        let shell = #"set -o pipefail; "$0" replay Transcripts/ --events - | head -1 > /dev/null"#
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", shell, TapbenchProcess.executable.path], directory: TranscriptFile.folder.deletingLastPathComponent())
        // Standard error carries the people's lines of the transcripts replayed before the reader went.
        #expect(!result.standardError.contains("Fatal error"))
        #expect(!result.standardError.contains("crashed"))
        #expect(result.status == 141)
    }
}
