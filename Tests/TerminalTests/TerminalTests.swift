import Foundation
import TapbenchTestSupport
import Testing

/// The REPL at a terminal, driven through a pseudo-terminal the way a person types at it.
@Suite("REPL at a terminal", .serialized)
final class TerminalTests {
    /// A home of its own for each test, so history starts empty.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-terminal-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: home) }

    func environment(colour: Bool = false) -> [String: String] {
        var environment = ["TERM": "xterm-256color", "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path, "LANG": "C.UTF-8"]
        if !colour { environment["NO_COLOR"] = "1" }
        if let path = ProcessInfo.processInfo.environment["PATH"] { environment["PATH"] = path }
        return environment
    }

    func start(colour: Bool = false) async throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(environment: environment(colour: colour))
        try await terminal.expect("tapbench> ")
        return terminal
    }

    @Test("Tab completes a command, an activity type, a field with its '=', and an enum case")
    func completion() async throws {
        let terminal = try await start()
        terminal.type("sta\t")
        try await terminal.expect("start ")
        terminal.type("Deli\t")
        try await terminal.expect("Delivery ")
        terminal.type("\r")
        try await terminal.expect("#1 Delivery started (active)")
        try await terminal.expect("tapbench> ")
        terminal.type("update 1 st\t")
        try await terminal.expect("step=")
        terminal.type("onT\t")
        try await terminal.expect("onTheWay")
        terminal.type("\r")
        try await terminal.expect("step: preparing → onTheWay")
    }

    @Test("history is kept across runs: the up arrow brings back the last run's command")
    func historyAcrossRuns() async throws {
        let first = try await start()
        first.type("advance 7m\r")
        try await first.expect("clock 01:07:00")
        try await first.expect("tapbench> ")
        first.type("\u{04}")
        #expect(try await first.waitForExit() == 0)
        let history = try String(contentsOf: home.appendingPathComponent("state/tapbench/history"), encoding: .utf8)
        #expect(history.contains("advance 7m"))
        let second = try await start()
        second.type("\u{1B}[A")
        try await second.expect("advance 7m")
        second.type("\r")
        try await second.expect("clock 01:07:00")
    }

    @Test("Ctrl-C at the prompt clears the line")
    func interruptAtThePrompt() async throws {
        let terminal = try await start()
        terminal.type("start Ride")
        try await terminal.expect("start Ride")
        terminal.type("\u{03}")
        try await terminal.expect("tapbench> ")
        terminal.type("list\r")
        try await terminal.expect("no activities")
    }

    /// Starts ContactCourierIntent, which waits 30 s of wall time, with the budget off, and presses Ctrl-C
    /// while it waits.
    func interruptContactCourier(at terminal: PseudoTerminal) async throws {
        terminal.type("start Delivery\r")
        try await terminal.expect("#1 Delivery started")
        terminal.type("set budget off\r")
        try await terminal.expect("set budget off")
        terminal.type("perform ContactCourierIntent orderID=A-7189\r")
        try await terminal.expect("perform ContactCourierIntent orderID=A-7189")
        try await Task.sleep(for: .milliseconds(300))
        terminal.type("\u{03}")
        try await terminal.expect("ContactCourierIntent(orderID: \"A-7189\") cancelled after 0ms")
    }

    @Test("Ctrl-C during a slow perform cancels it, reports the virtual time it reached, and keeps the session")
    func interruptAPerform() async throws {
        let terminal = try await start()
        try await interruptContactCourier(at: terminal)
        try await terminal.expect("tapbench> ")
        terminal.type("list\r")
        try await terminal.expect("1  Delivery  active")
    }

    @Test("Ctrl-C during a recorded perform is recorded as a cut-off at the virtual time reached, and replays green")
    func recordedInterrupt() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("cancel.md")
        let terminal = try await start()
        terminal.type("record start \(file.path)\r")
        try await terminal.expect("recording to")
        try await interruptContactCourier(at: terminal)
        terminal.type("record stop\r")
        try await terminal.expect("recorded")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("tapbench> perform ContactCourierIntent orderID=A-7189 --cancel-after 0ms\n"))
        let replay = try await TapbenchProcess.run(["replay", file.path], input: "")
        #expect(replay.status == 0, "\(replay.standardOutput)")
    }

    @Test("Ctrl-\\ at the prompt does nothing, as in a shell: no crash report takes the terminal, and the worker is untouched")
    func quitSignalAtThePrompt() async throws {
        let terminal = try await start()
        terminal.type("start Ride")
        try await terminal.expect("start Ride")
        terminal.type("\u{1C}")
        terminal.type("\r")
        try await terminal.expect("#1 Ride started (active)")
        terminal.type("list\r")
        try await terminal.expect("lock screen: #1")
        #expect(!terminal.raw.contains("crashed"))
        #expect(!terminal.raw.contains("💣"))
    }

    @Test("Ctrl-Z at the prompt gives the terminal back and stops; continued, the prompt comes back with the line as typed")
    func suspendAtThePrompt() async throws {
        let terminal = try await start()
        terminal.type("lis")
        try await terminal.expect("lis")
        terminal.type("\u{1A}")
        // The test's terminal has no shell doing job control, so the kernel may not stop the REPL at all. One it
        // did stop is continued, as `fg` would; never before it stopped, since SIGCONT discards a pending Ctrl-Z.
        var back = false
        for _ in 0..<30 where !back {
            back = (try? await terminal.expect("tapbench> lis", timeout: .seconds(2))) != nil
            let state = (try? String(contentsOfFile: "/proc/\(terminal.pid)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first
            if !back, state == "T" { kill(terminal.pid, SIGCONT) }
        }
        #expect(back, "\(terminal.raw.debugDescription)")
        terminal.type("t\r")
        try await terminal.expect("no activities")
    }

    @Test("Ctrl-D exits cleanly")
    func endOfInput() async throws {
        let terminal = try await start()
        terminal.type("\u{04}")
        #expect(try await terminal.waitForExit() == 0)
    }

    @Test("an unknown command gets the closest suggestion, with a caret under the word")
    func suggestion() async throws {
        let terminal = try await start()
        terminal.type("strat Delivery\r")
        let shown = try await terminal.expect("error: unknown command 'strat' — did you mean 'start'?")
        #expect(shown.contains("          ^"))
    }

    @Test("colour at a terminal; none with NO_COLOR")
    func colour() async throws {
        let coloured = try await start(colour: true)
        coloured.type("start Delivery\r")
        try await coloured.expect("started (active)")
        #expect(coloured.raw.contains("\u{1B}[2m01:00:00\u{1B}[0m"))
        let plain = try await start()
        plain.type("start Delivery\r")
        try await plain.expect("started (active)")
        #expect(!plain.raw.contains("\u{1B}[2m"))
    }
}
