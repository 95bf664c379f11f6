import Foundation
import TapbenchProcessDriver
import TapbenchTestSupport
import Testing

/// A batch's workers forked from a copy with the app already assembled (`AssembledCopy`), start where a fresh
/// worker stands once it has assembled the app: what they do is what workers that assemble it themselves do.
@Suite("Assembled copies")
struct AssembledCopyTests {
    private static let exec = ["TAPBENCH_FORK_WORKERS": "off"]

    @Test("an intent one transcript saves loads in the transcripts after it, which a new assembled copy assembles with it")
    func savedIntentReachesLaterTranscripts() async throws {
        let folder = try TemporaryFolder()
        let before = stepTranscript("Before", ["perform Ping", "error: unknown intent 'Ping' (see 'intents')"])
        try folder.write(before, to: "a.md")
        try folder.write(stepTranscript("Saves", ["intent define Ping do sleep 10ms --save", "defined Ping() — LiveActivityIntent, 1 effect; saved to Intents/Ping.intent"]), to: "b.md")
        try folder.write(stepTranscript("After", ["perform Ping", "01:00:00  Ping() returned in 10ms — within the 1s budget"]), to: "c.md")
        let replay = try await TapbenchProcess.run(["replay", "--jobs", "1", "a.md", "b.md", "c.md"], input: "", directory: folder.url)
        #expect(replay.status == 0, "\(replay.lines) \(replay.standardError)")
        #expect(replay.lines.last == "3 passed, 0 failed (3 steps)")
    }

    @Test("transcripts on one sandbox slot, the later ones forked from its assembled copy, find nothing of the app-group defaults and files the one before stored")
    func slotKeepsNothing() async throws {
        let folder = try TemporaryFolder()
        let group = "group.com.example.tapbench.sample"
        let writes = stepTranscript(
            "Writes", ["defaults \(group)", "\(group): nothing stored", "defaults write \(group) onboarded true", "\(group): onboarded = true"])
        for name in ["a.md", "b.md", "c.md", "d.md"] { try folder.write(writes, to: name) }
        let replay = try await TapbenchProcess.run(["replay", "--jobs", "2", folder.url.path], input: "")
        #expect(replay.status == 0, "\(replay.lines) \(replay.standardError)")
        #expect(replay.lines.last == "4 passed, 0 failed (8 steps)")
    }

    @Test("transcripts at two starts, replayed in turn: each worker's app read its own start in its previews, as when it was recorded on workers started by exec")
    func startsKeepTheirOwnAssembly() async throws {
        let folder = try TemporaryFolder()
        // The workout's preview ends twenty minutes after the device's start, which `list` shows.
        for (name, clock, ends) in [("a.md", "2026-04-25T01:00:00Z", "01:20:00"), ("b.md", "2027-01-02T03:04:05Z", "03:24:05")] {
            let input = "reset --clock \(clock)\nrecord start \(name)\nstart WorkoutTimer\nlist\nrecord stop\n"
            let recording = try await TapbenchProcess.run([], input: input, environment: Self.exec, directory: folder.url)
            #expect(recording.status == 0, "\(recording.lines) \(recording.standardError)")
            let recorded = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            #expect(recorded.contains("endsAt=\(ends)"), "\(recorded)")
        }
        try FileManager.default.copyItem(at: folder.url.appendingPathComponent("a.md"), to: folder.url.appendingPathComponent("c.md"))
        let replay = try await TapbenchProcess.run(["replay", "--jobs", "1", "a.md", "b.md", "c.md"], input: "", directory: folder.url)
        #expect(replay.status == 0, "\(replay.lines) \(replay.standardError)")
        #expect(replay.lines.last == "3 passed, 0 failed (6 steps)")
    }

    @Test("what app code starts while an assembled copy assembles the app is seen: a task, a main-actor task, a block for the main queue or for later, a sleep, a timer")
    func appWorkIsSeen() throws {
        var counts: [String: Int] = [:]
        for kind in ["none", "task", "main-task", "main-queue", "after", "sleep", "timer"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("TapbenchAppWorkProbe")
            process.arguments = [kind]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let words = text.split(separator: " ")
            counts[kind] = words.count == 2 ? Int(words[1].trimmingCharacters(in: .whitespacesAndNewlines)) : nil
        }
        #expect(counts["none"] == 0)
        for kind in ["task", "main-task", "main-queue", "after", "sleep", "timer"] {
            #expect((counts[kind] ?? 0) >= 1, "\(kind): \(counts)")
        }
    }
}
