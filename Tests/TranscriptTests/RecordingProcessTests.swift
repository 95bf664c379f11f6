import Foundation
import TapbenchSampleApp
import TapbenchTestSupport
import Testing
import TapbenchTranscripts

/// Recording and updating, through the built executable.
@Suite("Recording and update, end to end")
final class RecordingProcessTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-record-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("killing a recording mid-session leaves a file that replays every completed step")
    func killedRecording() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("killed.md")
        let process = Process()
        process.executableURL = TapbenchProcess.executable
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let commands = ["record start \(file.path)", "start Delivery --stale +15m", "update 1 step=onTheWay", "advance 16m", "list"]
        for command in commands { input.fileHandleForWriting.write(Data((command + "\n").utf8)) }
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), text.contains("tapbench> list") { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let report = await Replayer(app: { SampleApp.catalog(now: $0) }).replay(contentsOf: file, named: file.path)
        #expect(report.passed, "\(report.failureReport())")
        #expect(report.steps.map(\.step.command) == Array(commands.dropFirst()))
    }

    @Test("under CI=true, replay --update writes nothing and says why")
    func updateRefusedInCI() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("edited.md")
        let text = "```tapbench\ntapbench> start Delivery\n01:00:00  #1 Delivery started (pending)\n```\n"
        try Data(text.utf8).write(to: file)
        let refused = try await TapbenchProcess.run(["replay", "--update", file.path], input: "", environment: ["CI": "true"])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--update writes nothing under CI=true"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let updated = try await TapbenchProcess.run(["replay", "--update", file.path], input: "", environment: ["CI": "false"])
        #expect(updated.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == text.replacingOccurrences(of: "(pending)", with: "(active)"))
        #expect(!updated.standardError.contains("warning:"))
    }

    @Test("replay --update says which step now fails where it worked before, and records it as it is")
    func updateWarnsOfANewFailure() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("held.md")
        let text = "```tapbench\ntapbench> start Delivery\n01:00:00  #1 Delivery started (active)\ntapbench> hold 1\n...\n```\n"
        try Data(text.utf8).write(to: file)
        let updated = try await TapbenchProcess.run(["replay", "--update", file.path], input: "", environment: ["CI": "false"])
        #expect(updated.status == 0)
        #expect(updated.standardError == """
            warning: \(file.path):4: 'hold 1' now fails: error: activity #1 is out of the Dynamic Island while the app is in the foreground \
            (WWDC23, "Meet ActivityKit"): 'app background' puts it there, or 'hold 1 compact' holds its compact view — recorded as it is; check the flow

            """)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("tapbench> hold 1\nerror: activity #1 is out of the Dynamic Island"))
    }

    @Test("replay prints N passed, N failed (N steps), writes JUnit, and exits 1 when one fails")
    func summaryAndJUnit() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("```tapbench\ntapbench> clock\nclock 2026-04-25T01:00:00Z\n```\n".utf8).write(to: folder.appendingPathComponent("good.md"))
        try Data("```tapbench\ntapbench> clock\nclock 1999-01-01T00:00:00Z\n```\n".utf8).write(to: folder.appendingPathComponent("bad.md"))
        let junit = folder.appendingPathComponent("junit.xml")
        let result = try await TapbenchProcess.run(["replay", folder.path, "--junit", junit.path, "--jobs", "2"], input: "")
        #expect(result.status == 1)
        #expect(result.lines.last == "1 passed, 1 failed (2 steps)")
        #expect(result.standardOutput.contains("FAIL \(folder.path)/bad.md:2: tapbench> clock"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"tests="2" failures="1""#))
        let shard = try await TapbenchProcess.run(["replay", folder.path, "--shard", "2/2"], input: "")
        #expect(shard.lines.last == "1 passed, 0 failed (1 step)")
        #expect(try await TapbenchProcess.run(["replay", "--shard", "3/2"], input: "").status == 2)
    }

    @Test("replay --events - streams every event with the transcript it came from; people's lines go to standard error")
    func eventStream() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "```tapbench\ntapbench> start Delivery\n...\n```\n"
        for name in ["one.md", "two.md"] { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let result = try await TapbenchProcess.run(["replay", folder.path, "--events", "-"], input: "")
        #expect(result.status == 0)
        #expect(result.standardError.hasSuffix("2 passed, 0 failed (2 steps)\n"))
        let started = result.lines.filter { $0.hasPrefix(#"{"event":"activity.started""#) }
        #expect(started.count == 2)
        #expect(started[0].hasSuffix(#""transcript":"\#(folder.path)/one.md"}"#))
        #expect(started[1].hasSuffix(#""transcript":"\#(folder.path)/two.md"}"#))
    }

    @Test("a recording replays green with notes in any punctuation, a reset midway, and a reset to another clock")
    func recordingReplaysAsRecorded() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("resets.md")
        let note = #"It's "quoted"; a semicolon, and  two spaces."#
        let commands = [
            "reset --clock 2023-11-14T22:00:00Z", "record start \(file.path)", "start Delivery --push token", "record note \(note)",
            "record note 'unbalanced", "reset", "set app background", "perform StartDeliveryIntent orderNumber=B-1", "tokens", "record stop",
        ]
        let result = try await TapbenchProcess.run([], input: commands.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\n\(note)\n\n"), "the note as typed")
        #expect(text.contains("\n'unbalanced\n"))
        #expect(!text.contains("tapbench> record"), "record commands are never steps")
        // Replayed as a user replays it, in a worker, where the app's `Date()` reads the device's clock.
        let replay = try await TapbenchProcess.run(["replay", file.path], input: "")
        #expect(replay.lines == ["pass \(file.path) (5 steps)", "1 passed, 0 failed (5 steps)"], "\(replay.standardOutput)\(replay.standardError)")
    }
}
