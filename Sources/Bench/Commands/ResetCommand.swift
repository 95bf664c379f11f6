/// `reset`: a fresh device.
enum ResetCommand: Command {
    static let name = "reset"
    static let group = CommandGroup.device
    static let usage = "reset"
    static let summary = "start over: no activities, default settings, the clock back at its start"
    static let examples = ["reset"]

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        session.reset()
        return CommandResult(lines: ["reset: a fresh device at \(session.renderer.time(session.start))"])
    }
}
