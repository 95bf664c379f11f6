import Foundation
import TapbenchTestSupport
import Testing

/// The REPL at a terminal, driven through a pseudo-terminal the way a person types at it.
@Suite("REPL at a terminal", .serialized)
struct TerminalTests {
    /// A home of its own for each test, so history starts empty.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-terminal-\(UUID().uuidString)")

    func environment(colour: Bool = false) -> [String: String] {
        var environment = ["TERM": "xterm-256color", "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path, "LANG": "C.UTF-8"]
        if !colour { environment["NO_COLOR"] = "1" }
        if let path = ProcessInfo.processInfo.environment["PATH"] { environment["PATH"] = path }
        return environment
    }

    func start(colour: Bool = false) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(environment: environment(colour: colour))
        try terminal.expect("tapbench> ")
        return terminal
    }

    @Test("Tab completes a command, an activity type, a field with its '=', and an enum case")
    func completion() throws {
        let terminal = try start()
        terminal.type("sta\t")
        try terminal.expect("start ")
        terminal.type("Deli\t")
        try terminal.expect("Delivery ")
        terminal.type("\r")
        try terminal.expect("#1 Delivery started (active)")
        try terminal.expect("tapbench> ")
        terminal.type("update 1 st\t")
        try terminal.expect("step=")
        terminal.type("onT\t")
        try terminal.expect("onTheWay")
        terminal.type("\r")
        try terminal.expect("step: preparing → onTheWay")
    }

    @Test("history is kept across runs: the up arrow brings back the last run's command")
    func historyAcrossRuns() throws {
        let first = try start()
        first.type("advance 7m\r")
        try first.expect("clock 01:07:00")
        try first.expect("tapbench> ")
        first.type("\u{04}")
        #expect(try first.waitForExit() == 0)
        let history = try String(contentsOf: home.appendingPathComponent("state/tapbench/history"), encoding: .utf8)
        #expect(history.contains("advance 7m"))
        let second = try start()
        second.type("\u{1B}[A")
        try second.expect("advance 7m")
        second.type("\r")
        try second.expect("clock 01:07:00")
    }

    @Test("Ctrl-C at the prompt clears the line")
    func interruptAtThePrompt() throws {
        let terminal = try start()
        terminal.type("start Ride")
        try terminal.expect("start Ride")
        terminal.type("\u{03}")
        try terminal.expect("tapbench> ")
        terminal.type("list\r")
        try terminal.expect("no activities")
    }

    @Test("Ctrl-C during a slow perform cancels it, reports how long it ran, and keeps the session")
    func interruptAPerform() throws {
        let terminal = try start()
        terminal.type("start Delivery\r")
        try terminal.expect("#1 Delivery started")
        terminal.type("set budget off\r")
        try terminal.expect("set budget off")
        terminal.type("perform ContactCourierIntent orderID=A-7189\r")
        try terminal.expect("perform ContactCourierIntent orderID=A-7189")
        Thread.sleep(forTimeInterval: 0.3)
        terminal.type("\u{03}")
        try terminal.expect("ContactCourierIntent(orderID: \"A-7189\") cancelled after ")
        try terminal.expect("tapbench> ")
        terminal.type("list\r")
        try terminal.expect("1  Delivery  active")
    }

    @Test("Ctrl-D exits cleanly")
    func endOfInput() throws {
        let terminal = try start()
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("an unknown command gets the closest suggestion, with a caret under the word")
    func suggestion() throws {
        let terminal = try start()
        terminal.type("strat Delivery\r")
        let shown = try terminal.expect("error: unknown command 'strat' — did you mean 'start'?")
        #expect(shown.contains("          ^"))
    }

    @Test("colour at a terminal; none with NO_COLOR")
    func colour() throws {
        let coloured = try start(colour: true)
        coloured.type("start Delivery\r")
        try coloured.expect("island")
        #expect(coloured.raw.contains("\u{1B}[2m01:00:00\u{1B}[0m"))
        let plain = try start()
        plain.type("start Delivery\r")
        try plain.expect("island")
        #expect(!plain.raw.contains("\u{1B}[2m"))
    }
}
