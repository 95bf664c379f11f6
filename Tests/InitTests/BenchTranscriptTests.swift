import Foundation
import TapbenchTestSupport
import TapbenchTesting
import Testing

/// What a team's bench tests with (`TapbenchTesting`): its transcripts, found as `replay` finds them and replayed by
/// its built executable; here the sample's `tapbench`, on a bench package laid out in a temporary folder.
@Suite("BenchTranscript")
struct BenchTranscriptTests {
    let package: TemporaryFolder
    /// Where the bench's test file would be: `Tests/<Target>/TranscriptTests.swift`.
    let testFile: String

    init() throws {
        package = try TemporaryFolder()
        testFile = package.url.appendingPathComponent("Tests/PizzaBenchTests/TranscriptTests.swift").path
        try FileManager.default.createDirectory(at: package.url.appendingPathComponent("Transcripts/flows"), withIntermediateDirectories: true)
        _ = try package.write("# Clock\n\n```tapbench\ntapbench> clock\nclock 2026-04-25T01:00:00Z\n```\n", to: "Transcripts/clock.md")
        _ = try package.write("# Stale\n\n```tapbench\ntapbench> clock\nclock 1999-01-01T00:00:00Z\n```\n", to: "Transcripts/flows/stale.md")
        _ = try package.write("# Notes, no steps\n\nJust prose.\n", to: "Transcripts/notes.md")
    }

    @Test("every .md file under Transcripts/ with a tapbench block, in order, from the test file's package")
    func finds() {
        #expect(BenchTranscript.all(replayedBy: "tapbench", testFile: testFile).map(\.name) == ["clock.md", "flows/stale.md"])
    }

    @Test("a transcript that replays green records nothing; one that fails records an issue with the replay's diff")
    func replays() async throws {
        let transcripts = BenchTranscript.all(replayedBy: "tapbench", testFile: testFile)
        try await transcripts[0].replay()
        try await withKnownIssue {
            try await transcripts[1].replay()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("FAIL Transcripts/flows/stale.md:4: tapbench> clock") }
        }
    }

    @Test("a bench that was not built is an issue that says to build it")
    func notBuilt() async throws {
        let transcript = try #require(BenchTranscript.all(replayedBy: "no-such-bench", testFile: testFile).first)
        try await withKnownIssue {
            try await transcript.replay()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("no no-such-bench in ") && $0.rawValue.hasSuffix(": run `swift build` first") }
        }
    }
}
