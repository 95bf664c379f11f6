import TapbenchCore

/// `reset [--clock WHEN]`: a fresh device.
enum ResetCommand: Command {
    static let name = "reset"
    static let group = CommandGroup.device
    static let usage = "reset [--clock WHEN]"
    static let summary = "start over: no activities, default settings, the clock back at its start (or at WHEN)"
    static let options = [
        OptionSpec("--clock", ["WHEN"], help: "where the new device's clock starts, such as 2023-11-14T22:00:00Z to match saved payloads' timestamps")
    ]
    static func examples(_: ExampleWords) -> [String] { ["reset", "reset --clock 2023-11-14T22:00:00Z"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        let start = try arguments.value("--clock").map { word throws(CommandError) in try when(word, now: session.device.now) }
        session.reset(start: start)
        return CommandResult(lines: ["reset: a fresh device at \(Timestamp.iso8601(session.device.now))"])
    }
}
