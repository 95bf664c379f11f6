/// `quit`: ends the session.
enum QuitCommand: Command {
    static let name = "quit"
    static let aliases = ["exit"]
    static let group = CommandGroup.device
    static let usage = "quit"
    static let summary = "leave the REPL (Ctrl-D too)"
    static func examples(_: ExampleWords) -> [String] { ["quit", "exit"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        return CommandResult(quit: true)
    }
}
