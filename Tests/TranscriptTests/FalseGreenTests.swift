import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing
import TapbenchTranscripts

/// A green replay means the steps ran: nothing a transcript's bytes can do makes it pass without them.
@Suite("No false green")
final class FalseGreenTests {
    let replayer = Replayer(app: { SampleApp.catalog(now: $0) })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-false-green-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    static let session = "```tapbench\ntapbench> clock\nclock 2026-04-25T01:00:00Z\ntapbench> advance 5m\n01:05:00  clock 01:05:00 (+5m)\n```\n"

    func write(_ data: Data, to name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    @Test("a transcript saved with CRLF line endings replays every step, as the same file with LF does")
    func crlfReplays() async throws {
        let text = "# Clock\r\n\r\n" + Self.session.replacingOccurrences(of: "\n", with: "\r\n")
        let report = await replayer.replay(contentsOf: try write(Data(text.utf8), to: "crlf.md"), named: "crlf.md")
        #expect(report.passed, "\(report.failureReport())")
        #expect(report.steps.map(\.step.command) == ["clock", "advance 5m"])
        #expect(report.steps.map(\.actual) == [["clock 2026-04-25T01:00:00Z"], ["01:05:00  clock 01:05:00 (+5m)"]])
    }

    @Test("replay --update on a CRLF transcript rewrites the step and keeps CRLF on every line")
    func crlfUpdateKeepsEndings() async throws {
        let text = "# Clock\r\n\r\n" + Self.session.replacingOccurrences(of: "01:05:00  clock", with: "01:06:00  clock").replacingOccurrences(of: "\n", with: "\r\n")
        let report = await replayer.replay(contentsOf: try write(Data(text.utf8), to: "crlf.md"), named: "crlf.md")
        #expect(report.failures.map(\.step.line) == [6])
        #expect(TranscriptUpdate.text(of: report) == "# Clock\r\n\r\n" + Self.session.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test("a fence tagged almost tapbench is an error at its line that says which tag was meant", arguments: ["tapbnech", "TAPBENCH", "tap-bench", "Tapbench", "tapbench_", "tabpench"])
    func misspeltTag(_ tag: String) {
        #expect(throws: TranscriptError(path: "x.md", line: 3, message: "```\(tag) is not a session block — did you mean ```tapbench?")) {
            try TranscriptDocument.parse("# Title\n\n```\(tag)\ntapbench> list\n```\n", path: "x.md")
        }
    }

    @Test("other languages and longer fences are still prose", arguments: ["json", "bash", "text", "swift", "markdown", ""])
    func otherLanguages(_ tag: String) throws {
        let document = try TranscriptDocument.parse("````\(tag)\ntapbench> list\n````\n\n" + Self.session, path: "x.md")
        #expect(document.steps.map(\.command) == ["clock", "advance 5m"])
    }

    @Test("a file with no steps fails with one line: empty, random bytes, prose only, an empty block")
    func noSteps() async throws {
        var generator = SplitMix64(seed: 11)
        let random = Data((0..<512).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        let files: [(String, Data)] = [
            ("empty.md", Data()), ("random.md", random), ("prose.md", Data("# Notes\n\nNothing to run here.\n".utf8)),
            ("empty-block.md", Data("```tapbench\n```\n".utf8)),
        ]
        var lines: [String] = []
        for (name, data) in files {
            let report = await replayer.replay(contentsOf: try write(data, to: name), named: name)
            #expect(!report.passed)
            lines += report.failureReport()
        }
        let noSteps = "no steps to replay — a transcript needs a ```tapbench block whose commands begin with 'tapbench> '"
        #expect(lines == [
            "FAIL empty.md: \(noSteps)", "FAIL random.md: not UTF-8 text — a transcript is a Markdown file",
            "FAIL prose.md: \(noSteps)", "FAIL empty-block.md: \(noSteps)",
        ])
    }

    @Test("a folder holding a transcript with a misspelt tag finds it, and replay fails it")
    func folderFindsMisspeltTag() async throws {
        _ = try write(Data("```TAPBENCH\ntapbench> list\n```\n".utf8), to: "shouting.md")
        _ = try write(Data("# Not a transcript\n\n```json\n{}\n```\n".utf8), to: "notes.md")
        let found = try TranscriptFiles.find([folder.path], base: folder)
        #expect(found.map(\.url.lastPathComponent) == ["shouting.md"])
        let result = try await TapbenchProcess.run(["replay", folder.path], input: "")
        #expect(result.status == 1)
        #expect(result.lines == [
            "FAIL \(folder.path)/shouting.md:1: ```TAPBENCH is not a session block — did you mean ```tapbench?", "0 passed, 1 failed (0 steps)",
        ])
    }

    @Test("replay of a folder with no transcripts exits 1 with one line")
    func emptyFolder() async throws {
        _ = try write(Data("# Notes only\n".utf8), to: "notes.md")
        let result = try await TapbenchProcess.run(["replay", folder.path], input: "")
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "Error: no transcripts in \(folder.path) — a transcript is a .md file with a ```tapbench block; nothing was replayed\n")
    }

    @Test("the summary counts steps as well as files, and starts with N passed, N failed")
    func summaryCountsSteps() async throws {
        let good = await replayer.replay(contentsOf: try write(Data(Self.session.utf8), to: "good.md"), named: "good.md")
        let empty = await replayer.replay(contentsOf: try write(Data(), to: "empty.md"), named: "empty.md")
        #expect(ReplaySummary([good, empty], failed: 1).line == "1 passed, 1 failed (2 steps)")
        let one = await replayer.replay(contentsOf: try write(Data("```tapbench\ntapbench> clock\nclock 2026-04-25T01:00:00Z\n```\n".utf8), to: "one.md"), named: "one.md")
        #expect(ReplaySummary([one], failed: 0).line == "1 passed, 0 failed (1 step)")
    }
}
