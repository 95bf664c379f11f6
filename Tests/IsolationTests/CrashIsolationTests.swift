import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// The app can crash; the bench cannot (DESIGN D8). The built executable, as users run it: the app runs
/// in a worker process, and a trap in it is reported as the app dying, with the device rebuilt as it was.
@Suite("Crash isolation")
struct CrashIsolationTests {
    @Test("a trap in an intent is reported with the runtime's message; the session goes on with the device as before")
    func trapAtThePrompt() async throws {
        let result = try await TapbenchProcess.run(
            [],
            input: "start Delivery\nperform RefreshETAIntent orderID=A-7189\nupdate 1 step=onTheWay\nlist\n")
        #expect(
            result.lines == [
                "01:00:00  #1 Delivery started (active)",
                "01:00:00  the app crashed during 'perform RefreshETAIntent orderID=A-7189': a trap (an overflow, a force unwrap of nil, an index out of range, a failed precondition, a fatalError)",
                "01:00:00  the device is back as it was before the command",
                "01:00:00  #1 updated: step: preparing → onTheWay",
                "#  type      state   relevance  stale at",
                "1  Delivery  active  0          -",
                "   step=onTheWay etaSeconds=1800 driverLocation=Restaurant progress=0.1",
                "island: empty while the app is in the foreground (\'app background\' shows its activities)",
                "lock screen: #1",
            ])
        #expect(result.status == 1, "a crash fails a piped session")
    }

    @Test("the crash is an app.crashed event in the stream, between the events before and after it")
    func crashEvent() async throws {
        let result = try await TapbenchProcess.run(["--events", "-"], input: "start Delivery\nperform RefreshETAIntent orderID=X\nlist\n")
        let events = try result.lines.map { try #require(try JSONParser.parse($0).objectValue) }
        try #require(events.compactMap { $0["event"]?.stringValue } == ["activity.started", "app.crashed"])
        #expect(
            events[1]
                == JSONObject([
                    ("event", "app.crashed"), ("at", "2026-04-25T01:00:00Z"), ("command", "perform RefreshETAIntent orderID=X"),
                    ("ending", "crashed"),
                    ("kind", "a trap (an overflow, a force unwrap of nil, an index out of range, a failed precondition, a fatalError)"),
                    // The runtime's message, which a debug build such as swift test's prints.
                    ("message", "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
                    ("rebuilt", true),
                ]))
    }

    @Test("a crash while recording goes into the transcript with its report, and the transcript replays green")
    func recordedCrash() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("crash.md")
        _ = try await TapbenchProcess.run(
            [], input: "record start \(file.path)\nstart Delivery\nperform RefreshETAIntent orderID=A\nlist\nrecord stop\n")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text.contains(
                """
                tapbench> perform RefreshETAIntent orderID=A
                01:00:00  the app crashed during 'perform RefreshETAIntent orderID=A': a trap (an overflow, a force unwrap of nil, an index out of range, a failed precondition, a fatalError)
                01:00:00  the device is back as it was before the command
                tapbench> list
                """))
        let replay = try await TapbenchProcess.run(["replay", file.path], input: "")
        #expect(replay.lines.last == "1 passed, 0 failed (3 steps)")
    }

    @Test("record start works at the REPL only: a script and a replay refuse it and write nothing")
    func recordingAtTheREPLOnly() async throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("record start made-by-script.md\n", to: "record.tapbench")
        let run = try await TapbenchProcess.run(["run", script.path], input: "")
        #expect(run.standardError == "error: \(script.path):1: recording works at the REPL, not in a replay\n")
        let transcript = try folder.write(
            "# R\n\n```tapbench\ntapbench> record start made-by-replay.md\nerror: recording works at the REPL, not in a replay\n```\n", to: "record.md")
        let replay = try await TapbenchProcess.run(["replay", transcript.path], input: "")
        #expect(replay.status == 0, "\(replay.standardOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["record.md", "record.tapbench"])
    }

    @Test("a script stops at the crash and exits 1")
    func scriptStops() async throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("start Delivery\nperform RefreshETAIntent orderID=A\nlist\n", to: "crash.tapbench")
        let result = try await TapbenchProcess.run(["run", script.path], input: "")
        #expect(result.lines.last == "01:00:00  the device is back as it was before the command")
        #expect(result.status == 1)
    }

    @Test("a transcript whose app crashes fails alone, with the crash in its diff; the others pass and JUnit is written")
    func replayFailsAlone() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            # Refresh the ETA

            ```tapbench
            tapbench> start Delivery
            01:00:00  #1 Delivery started (active)
            tapbench> perform RefreshETAIntent orderID=A-7189
            01:00:00  RefreshETAIntent(orderID: "A-7189") returned in 0ms — within the 1s budget
            ```
            """, to: "a-crash.md")
        try folder.write(
            """
            # Start

            ```tapbench
            tapbench> start Delivery
            01:00:00  #1 Delivery started (active)
            ```
            """, to: "b-fine.md")
        let junit = folder.url.appendingPathComponent("junit.xml")
        let result = try await TapbenchProcess.run(["replay", "--junit", junit.path, folder.url.path], input: "")
        #expect(result.status == 1)
        #expect(result.lines.contains("+01:00:00  the app crashed during 'perform RefreshETAIntent orderID=A-7189': a trap (an overflow, a force unwrap of nil, an index out of range, a failed precondition, a fatalError)"))
        #expect(result.lines.contains { $0.hasPrefix("pass ") && $0.hasSuffix("b-fine.md (1 step)") })
        #expect(result.lines.last?.hasPrefix("1 passed, 1 failed") == true)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"tests="2" failures="1""#))
    }

    @Test("a step that never finishes is ended at --timeout and reported; the steps after it still run")
    func hangTimesOut() async throws {
        let folder = try TemporaryFolder()
        // ContactCourierIntent waits 30 s of wall time; with the budget off nothing cuts it off.
        let file = try folder.write(
            """
            # Call the courier

            ```tapbench
            tapbench> start Delivery
            ...
            tapbench> set budget off
            01:00:00  set budget off
            tapbench> perform ContactCourierIntent orderID=A
            01:00:00  the app did not finish within 500ms and was ended during 'perform ContactCourierIntent orderID=A'
            01:00:00  the device is back as it was before the command
            tapbench> list
            #  type      state   relevance  stale at
            1  Delivery  active  0          -
            ...
            ```
            """, to: "hang.md")
        let result = try await TapbenchProcess.run(["replay", "--timeout", "500ms", file.path], input: "")
        #expect(result.status == 0, "\(result.standardOutput)")
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("coverage survives a transcript whose app crashes, and counts the intent the crash ran")
    func coverageSurvives() async throws {
        let result = try await TapbenchProcess.run(["coverage", "Transcripts/app-crash.md"], input: "", directory: Self.repository)
        #expect(result.lines.first == "1 transcript, 6 steps")
        #expect(result.lines.contains("  ✓ RefreshETAIntent"))
        #expect(result.status == 0)
    }

    @Test("doc draws a flow in which the app crashes, the crash as what it was, and the steps after it on the device as it was before")
    func docDrawsTheCrash() async throws {
        let result = try await TapbenchProcess.run(["doc", "Transcripts/app-crash.md"], input: "", directory: Self.repository)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(
            "    QA-xApp: perform RefreshETAIntent orderID=A-7189\n    Note over App: 💥 the app crashed#59; the device is back as before\n    Note over QA: set budget 100ms\n    QA->>App: perform TrackCourierIntent orderID=A-7189\n"))
        #expect(result.standardOutput.contains("01:00:00  the app crashed during 'perform RefreshETAIntent orderID=A-7189': a trap"))
    }
}
