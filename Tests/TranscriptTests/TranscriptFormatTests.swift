import TapbenchCommands
import Foundation
import TapbenchSampleApp
import TapbenchTestSupport
import Testing
import TapbenchTranscripts

/// The transcript format: parsing, wildcards, diffs, update, and recording.
@Suite("Transcript format")
struct TranscriptFormatTests {
    let replayer = Replayer(app: { SampleApp.catalog(now: $0) })

    static let text = """
        ---
        title: A delivery goes stale
        clock: 2026-04-25T01:00:00Z
        device: dynamic-island
        ---

        # A delivery goes stale

        Prose stays exactly as written.

        <!-- tapbench: hidden -->
        ```tapbench
        tapbench> start Delivery --stale +15m
        ...
        ```

        Then the clock runs past the stale date.

        ```tapbench
        tapbench> advance 16m
        01:15:00  #1 stale: its stale date [..] passed
        01:16:00  clock 01:16:00 (+16m)
        tapbench> list
        #  type      state  relevance  stale at
        ...
        ```
        """

    func replay(_ text: String) async throws -> ReplayReport {
        let document = try TranscriptDocument.parse(text, path: "Transcripts/stale.md")
        return await replayer.replay(document, directory: TranscriptFile.folder, fileName: "stale.md")
    }

    @Test("front matter, hidden blocks, commands and expected output are read from Markdown")
    func parses() throws {
        let document = try TranscriptDocument.parse(Self.text, path: "stale.md")
        #expect(document.frontMatter.title == "A delivery goes stale")
        #expect(document.frontMatter.settings.map(\.name) == ["device"])
        #expect(document.blocks.map(\.isHidden) == [true, false])
        #expect(document.steps.map(\.command) == ["start Delivery --stale +15m", "advance 16m", "list"])
        #expect(document.steps.map(\.line) == [13, 20, 23])
        #expect(document.steps[1].expected == ["01:15:00  #1 stale: its stale date [..] passed", "01:16:00  clock 01:16:00 (+16m)"])
    }

    @Test("malformed transcripts are errors with their line")
    func malformed() {
        #expect(throws: TranscriptError(path: "x.md", line: 3, message: "this fence is never closed — end the block with ```")) {
            try TranscriptDocument.parse("intro\n\n```tapbench\ntapbench> list\n", path: "x.md")
        }
        #expect(throws: TranscriptError(path: "x.md", line: 2, message: "output before any command — a block starts with a 'tapbench> ' line")) {
            try TranscriptDocument.parse("```tapbench\nstray\n```", path: "x.md")
        }
        #expect(throws: TranscriptError(path: "x.md", line: 2, message: "clock 'soon' is not an ISO 8601 time such as 2026-04-25T01:00:00Z")) {
            try TranscriptDocument.parse("---\nclock: soon\n---\n", path: "x.md")
        }
    }

    @Test("... matches any lines and [..] anything within a line")
    func wildcards() {
        #expect(OutputPattern.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(OutputPattern.matches(["a", "...", "b"], ["a", "b"]))
        #expect(!OutputPattern.matches(["a", "...", "d"], ["a", "b"]))
        #expect(OutputPattern.lineMatches("01:00:00  #1 [..] started ([..])", "01:00:00  #1 Delivery started (active)"))
        #expect(!OutputPattern.lineMatches("01:00:00  #1 [..] ended", "01:00:00  #1 Delivery started"))
        #expect(OutputPattern.lineMatches("trailing  ", "trailing"))
    }

    @Test("a transcript replays green on a fresh device, settings from its front matter")
    func replaysGreen() async throws {
        let report = try await replay(Self.text)
        #expect(report.passed, "\(report.failureReport())")
        #expect(report.steps.count == 3)
    }

    @Test("editing one expected line makes replay fail with a diff under its command's line, the one line number it names")
    func editedLineFails() async throws {
        let edited = Self.text.replacingOccurrences(of: "01:16:00  clock 01:16:00 (+16m)", with: "01:16:00  clock 01:17:00 (+16m)")
        let report = try await replay(edited)
        #expect(!report.passed)
        #expect(report.failureReport() == [
            "FAIL Transcripts/stale.md:20: tapbench> advance 16m",
            "--- expected",
            "+++ actual",
            " 01:15:00  #1 stale: its stale date 01:15:00 passed",
            "-01:16:00  clock 01:17:00 (+16m)",
            "+01:16:00  clock 01:16:00 (+16m)",
        ])
    }

    @Test("--update restores the line, keeps the wildcards that still match, and leaves prose byte for byte")
    func updateRestores() async throws {
        let edited = Self.text.replacingOccurrences(of: "01:16:00  clock 01:16:00 (+16m)", with: "01:16:00  clock 01:17:00 (+16m)")
        let report = try await replay(edited)
        #expect(TranscriptUpdate.text(of: report) == Self.text)
    }

    @Test("a second, independent failure in the same transcript gets its own diff at its own line")
    func independentFailures() async throws {
        let edited = Self.text.replacingOccurrences(of: "01:15:00  #1 stale: its stale date [..] passed", with: "01:15:00  #1 stale: its stale date [..] went by")
            .replacingOccurrences(of: "#  type      state  relevance  stale at", with: "#  kind      state  relevance  stale at")
        let report = try await replay(edited)
        #expect(report.failures.count == 2)
        #expect(report.failureReport().filter { $0.hasPrefix("FAIL") || $0.hasPrefix("-") || $0.hasPrefix("+") } == [
            "FAIL Transcripts/stale.md:20: tapbench> advance 16m",
            "--- expected",
            "+++ actual",
            "-01:15:00  #1 stale: its stale date [..] went by",
            "+01:15:00  #1 stale: its stale date 01:15:00 passed",
            "FAIL Transcripts/stale.md:23: tapbench> list",
            "--- expected",
            "+++ actual",
            "-#  kind      state  relevance  stale at",
            "+#  type      state  relevance  stale at",
        ])
    }

    @Test("a recorded session replays green at once")
    func recordedReplays() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recorded-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: url) }
        let session = Session(app: { SampleApp.catalog(now: $0) })
        session.makeRecording = { url, title, clock, seed in try TranscriptRecorder(url: url, path: url.path, title: title, clock: clock, seed: seed) }
        for line in ["start Delivery --push token", "advance 5m", "record start \(url.path) --title Recorded", "start Delivery --push token", "tokens",
            "record note A push arrives.", "push {\"aps\":{\"timestamp\":1777080000,\"event\":\"update\",\"content-state\":{\"step\":\"arriving\",\"etaSeconds\":60,\"driverLocation\":\"Door\",\"progress\":0.9}}}",
            "strat", "record stop"]
        {
            _ = await session.execute(line)
        }
        let report = await replayer.replay(contentsOf: url, named: url.path)
        #expect(report.passed, "\(report.failureReport())")
        #expect(report.steps.map(\.step.command).first == "start Delivery --push token")
        #expect(report.steps.count == 4)
    }
}
