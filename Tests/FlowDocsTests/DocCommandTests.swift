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

    @Test("the app's timers and the tasks nobody awaits act in the step that starts or reaches them, as in a worker's replay (DESIGN D9)")
    func appWorldAsInAWorker() async throws {
        let root = PublishedFlowsTests.root
        let timer = try await TapbenchProcess.run(["doc", "Transcripts/workout-timer-runs-out.md"], input: "", directory: root)
        #expect(timer.status == 0, "\(timer.standardError)")
        #expect(timer.standardOutput.contains("""
            tapbench> advance 1m
            01:13:00  #1 updated: isPaused: false → true, remainingSeconds: 60 → 0
            01:13:00  #1 ended by the app; stays on the Lock Screen until 05:13:00 (default policy)
            01:13:00  clock 01:13:00 (+1m)
            ```
            """))
        let unawaited = try await TapbenchProcess.run(["doc", "Transcripts/unawaited-analytics.md"], input: "", directory: root)
        #expect(unawaited.status == 0, "\(unawaited.standardError)")
        #expect(unawaited.standardOutput.contains("""
            01:00:00  app → POST https://analytics.example.com/v1/events → 202 (stub 9)
            01:00:00  app → POST https://api.delivery.example.com/activities/4AF93BCF-2DA5-4D72-A9AF-6E365F36F556/push-token → 204 (stub 2)
            01:00:00  app track(order: "B-2040") returned
            ```
            """))
    }

    @Test("the app's storage while doc draws is a sandbox of its own, as a worker's is: defaults shows what the app stored, and nothing reaches the user's preferences")
    func storageInASandbox() async throws {
        let root = PublishedFlowsTests.root
        let home = try TemporaryFolder()
        let result = try await TapbenchProcess.run(
            ["doc", "Transcripts/order-polling-across-advance.md"], input: "",
            environment: ["HOME": home.url.path, "XDG_CONFIG_HOME": home.url.appendingPathComponent(".config").path], directory: root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("tapbench> defaults group.com.example.tapbench.sample\ntrackedOrders = [\"B-2040\"]\n```"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
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
