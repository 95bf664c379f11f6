import TapbenchCommands
import Foundation
import TapbenchSampleApp
import Testing

@testable import TapbenchTranscripts

/// What a recording writes stays a transcript that parses and replays, whatever QA type, and the file it
/// writes through is its own.
@Suite("Recording hygiene")
final class RecordingHygieneTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-recording-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `lines` at a session that records with ``TranscriptRecorder``.
    func record(_ lines: [String]) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = Session(app: { SampleApp.catalog(now: $0) })
        session.directory = folder
        session.makeRecording = { url, title, clock, seed in try TranscriptRecorder(url: url, path: url.path, title: title, clock: clock, seed: seed) }
        for line in lines {
            let outcome = await session.execute(line)
            #expect(outcome.error == nil, "\(line): \(outcome.error?.message ?? "")")
        }
    }

    func replay(_ url: URL) async -> ReplayReport {
        await Replayer(app: { SampleApp.catalog(now: $0) }).replay(contentsOf: url, named: url.lastPathComponent)
    }

    @Test("notes of ```tapbench, ``` and ~~~ are written as prose: the file parses and every later step replays")
    func fenceNotes() async throws {
        let file = folder.appendingPathComponent("notes.md")
        try await record([
            "record start \(file.path)", "record note ```tapbench", "clock", "record note ```", "advance 1m", "record note   ~~~ swift",
            "record note <!-- tapbench: hidden -->", "list", "record stop",
        ])
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("\\") } == ["\\```tapbench", "\\```", "\\~~~ swift", "\\<!-- tapbench: hidden -->"])
        let report = await replay(file)
        #expect(report.passed, "\(report.failureReport())")
        #expect(report.steps.map(\.step.command) == ["clock", "advance 1m", "list"])
        #expect(report.document?.blocks.map(\.isHidden) == [false, false, false])
    }

    @Test("a step whose output is a line of backticks gets a longer fence, which that line cannot close")
    func longerFence() throws {
        let body = ["tapbench> perform ShowFences", "```", "````"]
        #expect(TranscriptRecorder.fence(around: body) == "`````")
        #expect(TranscriptRecorder.fence(around: ["tapbench> clock", "clock 2026-04-25T01:00:00Z"]) == "```")
        let document = try TranscriptDocument.parse("`````tapbench\n" + body.joined(separator: "\n") + "\n`````\n", path: "x.md")
        #expect(document.steps.map(\.expected) == [["```", "````"]])
    }

    @Test("a title YAML would misread is written quoted, and replay reads it back as typed")
    func quotedTitle() async throws {
        let file = folder.appendingPathComponent("check-in.md")
        try await record(["record start \(file.path) --title \"QA: check in\"", "clock", "record stop"])
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(Array(text.components(separatedBy: "\n").prefix(7)) == [
            "---", "title: \"QA: check in\"", "clock: 2026-04-25T01:00:00Z", "seed: \(transcriptSeed(forFileNamed: "check-in.md"))", "---", "", "# QA: check in",
        ])
        let document = try TranscriptDocument.parse(text, path: "check-in.md")
        #expect(document.frontMatter.title == "QA: check in")
        #expect(await replay(file).passed)
    }

    @Test("front matter values read as YAML reads them, plain, double- or single-quoted")
    func frontMatterScalars() throws {
        let titles = [
            "title: Cancel a delivery", #"title: "QA: check in""#, "title: 'It''s late'", #"title: "say \"hi\" \\ tab\tend""#, #"title: "\u00e9t\u00e9""#,
        ]
        let read = try titles.map { try TranscriptDocument.parse("---\n\($0)\n---\n", path: "x.md").frontMatter.title }
        #expect(read == ["Cancel a delivery", "QA: check in", "It's late", "say \"hi\" \\ tab\tend", "été"])
    }

    @Test("a recording clears the temporary files a killed recording of the same file left, and leaves none of its own")
    func staleTemporaryFiles() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("flow.md")
        for name in [".flow.md.recording", ".flow.md.recording-Ab12Cd", ".other.md.recording"] {
            try Data("half a step".utf8).write(to: folder.appendingPathComponent(name))
        }
        try await record(["record start \(file.path)", "clock", "record stop"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".other.md.recording", "flow.md"])
        #expect(await replay(file).passed)
    }

    @Test("a link planted at the temporary path is never followed: its target stays as it was")
    func plantedLink() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("precious.txt")
        try Data("keep me\n".utf8).write(to: target)
        let file = folder.appendingPathComponent("flow.md")
        for name in [".flow.md.recording", ".flow.md.recording-XXXXXX"] {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: target.path)
        }
        try await record(["record start \(file.path)", "clock", "advance 1m", "record stop"])
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["flow.md", "precious.txt"])
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType == .typeRegular)
        #expect(await replay(file).passed)
    }
}
