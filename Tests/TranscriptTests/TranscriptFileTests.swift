import Foundation
import TapbenchTestSupport
import Testing
import TapbenchTranscripts

/// Every transcript in `Transcripts/` is a test of its own, named after its file.
struct TranscriptFile: Sendable, CustomTestStringConvertible {
    let url: URL
    var testDescription: String { url.lastPathComponent }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    static var all: [TranscriptFile] {
        ((try? TranscriptFiles.find([folder.path], base: folder)) ?? []).map { TranscriptFile(url: $0.url) }
    }
}

@Suite("Transcripts")
struct TranscriptFileTests {
    /// Through `tapbench replay`, as CI runs them: the app runs in a worker process, so a transcript whose
    /// app crashes fails here with the crash report instead of taking the test run down.
    @Test("replays green", arguments: TranscriptFile.all)
    func replays(_ file: TranscriptFile) async throws {
        let name = "Transcripts/\(file.url.lastPathComponent)"
        let result = try await TapbenchProcess.run(["replay", name], input: "", directory: TranscriptFile.folder.deletingLastPathComponent())
        if result.status != 0 { Issue.record(Comment(rawValue: result.standardOutput + result.standardError)) }
        #expect(result.lines.first?.hasPrefix("pass \(name) (") == true)
        #expect(result.lines.first?.hasSuffix(" 0 steps)") == false)
    }

    @Test("Transcripts/ holds transcripts")
    func thereAreTranscripts() {
        #expect(TranscriptFile.all.count >= 12)
    }
}
