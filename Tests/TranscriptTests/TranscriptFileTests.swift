import Foundation
import SampleApp
import TapbenchTestSupport
import Testing
import Transcript

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
    @Test("replays green", arguments: TranscriptFile.all)
    func replays(_ file: TranscriptFile) async {
        let report = await Replayer(app: { SampleApp.catalog(now: $0) }).replay(contentsOf: file.url, named: "Transcripts/\(file.url.lastPathComponent)")
        if !report.passed { Issue.record(Comment(rawValue: report.failureReport().joined(separator: "\n"))) }
        #expect(!report.steps.isEmpty)
    }

    @Test("Transcripts/ holds transcripts")
    func thereAreTranscripts() {
        #expect(TranscriptFile.all.count >= 12)
    }
}
