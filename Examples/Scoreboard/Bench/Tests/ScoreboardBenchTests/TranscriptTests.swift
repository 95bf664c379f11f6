import TapbenchTesting
import Testing

/// Every transcript in Transcripts/, replayed by the built scoreboard-bench as CI replays them; a failure shows the replay's diff.
@Suite("Transcripts")
struct TranscriptTests {
    static let transcripts = BenchTranscript.all(replayedBy: "scoreboard-bench")

    @Test("replays green", .disabled(if: transcripts.isEmpty, "no transcripts in Transcripts/ yet: its README says how to record one"), arguments: transcripts)
    func replays(_ transcript: BenchTranscript) async throws { try await transcript.replay() }
}
