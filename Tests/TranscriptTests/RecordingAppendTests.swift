import Foundation
import TapbenchCommands
import Testing
import TapbenchTranscripts

/// A recording writes each step where its block's closing fence was, and the fence after it: after every
/// step the file holds exactly the transcript so far, as if written whole.
@Suite("Recording appends")
final class RecordingAppendTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-append-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }
    static let clock = Date(timeIntervalSince1970: 1_777_078_800)

    func recorder(_ name: String) throws -> (TranscriptRecorder, URL) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        return (try TranscriptRecorder(url: file, path: name, title: nil, clock: Self.clock, seed: 7), file)
    }

    func text(_ file: URL) throws -> String { try String(contentsOf: file, encoding: .utf8) }

    @Test("after each step, note and longer fence, the file is the whole transcript so far")
    func everyStep() throws {
        let (recorder, file) = try recorder("grow-a-flow.md")
        let header = "---\ntitle: Grow a flow\nclock: 2026-04-25T01:00:00Z\nseed: 7\n---\n\n# Grow a flow\n"
        #expect(try text(file) == header)

        try recorder.record(command: "clock", outcome: CommandOutcome(lines: ["clock 2026-04-25T01:00:00Z"]))
        let first = "\n```tapbench\ntapbench> clock\nclock 2026-04-25T01:00:00Z\n"
        #expect(try text(file) == header + first + "```\n")

        try recorder.record(command: "strat", outcome: CommandOutcome(error: CommandError("unknown command 'strat'")))
        let second = "tapbench> strat\nerror: unknown command 'strat'\n"
        #expect(try text(file) == header + first + second + "```\n")

        try recorder.record(command: "perform ShowFences", outcome: CommandOutcome(lines: ["```", "  ````  "]))
        let grown = "\n`````tapbench\ntapbench> clock\nclock 2026-04-25T01:00:00Z\n" + second + "tapbench> perform ShowFences\n```\n  ````  \n"
        #expect(try text(file) == header + grown + "`````\n")

        try recorder.record(command: "advance 1m", outcome: CommandOutcome(lines: ["01:01:00  clock 01:01:00 (+1m)", "```"]))
        let fourth = "tapbench> advance 1m\n01:01:00  clock 01:01:00 (+1m)\n```\n"
        #expect(try text(file) == header + grown + fourth + "`````\n")

        try recorder.note("The courier is late.\n```tapbench")
        let note = "\nThe courier is late.\n\\```tapbench\n"
        #expect(try text(file) == header + grown + fourth + "`````\n" + note)

        try recorder.record(command: "list", outcome: CommandOutcome(lines: ["no activities"]))
        let after = "\n```tapbench\ntapbench> list\nno activities\n```\n"
        #expect(try text(file) == header + grown + fourth + "`````\n" + note + after)
        try recorder.stop()
        #expect(try text(file) == header + grown + fourth + "`````\n" + note + after)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["grow-a-flow.md"])
    }

    @Test("a note straight after the title, then steps in one block, which parses into those steps")
    func noteFirst() throws {
        let (recorder, file) = try recorder("notes.md")
        try recorder.note("Before anything.")
        for number in 1...3 { try recorder.record(command: "advance \(number)m", outcome: CommandOutcome(lines: ["line \(number)"])) }
        #expect(try text(file) == """
            ---
            title: Notes
            clock: 2026-04-25T01:00:00Z
            seed: 7
            ---

            # Notes

            Before anything.

            ```tapbench
            tapbench> advance 1m
            line 1
            tapbench> advance 2m
            line 2
            tapbench> advance 3m
            line 3
            ```

            """)
        let document = try TranscriptDocument.parse(try text(file), path: "notes.md")
        #expect(document.steps.map(\.command) == ["advance 1m", "advance 2m", "advance 3m"])
        #expect(document.steps.map(\.expected) == [["line 1"], ["line 2"], ["line 3"]])
    }
}
