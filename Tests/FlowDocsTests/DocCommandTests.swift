import Foundation
import TapbenchTestSupport
import Testing

@Suite("tapbench doc, as a user runs it")
struct DocCommandTests {
    @Test("-o FILE.html writes HTML; with no -o, Markdown goes to standard output")
    func writes() async throws {
        let folder = try TemporaryFolder()
        let transcript = try folder.write(FlowFixture.cancel, to: "cancel.md")
        let page = folder.url.appendingPathComponent("cancel.html")
        let html = try await TapbenchProcess.run(["doc", transcript.path, "-o", page.path], input: "")
        #expect(html.status == 0)
        #expect(html.standardError.contains("wrote \(page.path) (html, 4 steps)"))
        #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let markdown = try await TapbenchProcess.run(["doc", transcript.path], input: "")
        #expect(markdown.status == 0)
        #expect(markdown.standardOutput.contains("```mermaid\nsequenceDiagram\n"))
    }

    @Test("a transcript that no longer replays is refused, pointing at the step, and nothing is written")
    func refusesFailingTranscript() async throws {
        let folder = try TemporaryFolder()
        let transcript = try folder.write("# Stale\n\n```tapbench\ntapbench> clock\nclock 1999-01-01T00:00:00Z\n```\n", to: "stale.md")
        let page = folder.url.appendingPathComponent("stale.md.out")
        let result = try await TapbenchProcess.run(["doc", transcript.path, "-o", page.path], input: "")
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(transcript.path):4: 'tapbench> clock' no longer prints what the transcript says"))
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    @Test("a missing transcript or an unknown format is a usage error")
    func usage() async throws {
        let missing = try await TapbenchProcess.run(["doc", "no-such.md"], input: "")
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no transcript 'no-such.md'"))
        let format = try await TapbenchProcess.run(["doc", "Transcripts/README.md", "--format", "pdf"], input: "")
        #expect(format.status == 2)
    }
}
