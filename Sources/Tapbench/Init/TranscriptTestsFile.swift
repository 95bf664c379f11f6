/// `Tests/<Name>BenchTests/TranscriptTests.swift`: `swift test` replays every transcript in
/// `Transcripts/` through the built bench executable, one test case per file, as CI does.
struct TranscriptTestsFile {
    let package: BenchPackage

    static let name = "TranscriptTests.swift"

    var text: String {
        let executable = SwiftLiteral.string(package.name.executable)
        return """
            import TapbenchTesting
            import Testing

            /// Every transcript in Transcripts/, replayed by the built \(package.name.executable) as CI replays them; a failure shows the replay's diff.
            @Suite("Transcripts")
            struct TranscriptTests {
                static let transcripts = BenchTranscript.all(replayedBy: \(executable))

                @Test("replays green", .disabled(if: transcripts.isEmpty, "no transcripts in Transcripts/ yet: its README says how to record one"), arguments: transcripts)
                func replays(_ transcript: BenchTranscript) async throws { try await transcript.replay() }
            }

            """
    }
}
