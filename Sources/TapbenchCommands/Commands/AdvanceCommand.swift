import TapbenchCore

/// `advance DURATION`: moves the virtual clock, firing stale dates, limits and dismissals on the way.
enum AdvanceCommand: Command {
    static let name = "advance"
    static let group = CommandGroup.time
    static let usage = "advance DURATION"
    static let summary = "move the virtual clock forward (500ms, 90s, 15m, 2h, 1h30m)"
    static func examples(_: ExampleWords) -> [String] { ["advance 16m", "advance 8h"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let word = try arguments.positional(0, "DURATION", usage: usage)
        try arguments.expectPositionals(atMost: 1, usage: usage)
        guard let duration = DurationText.parse(word.text) else {
            throw CommandError("'\(word.text)' is not a duration — write \(DurationText.examples)", at: word)
        }
        do {
            try await session.device.advanceWakingApp(to: session.device.now.addingTimeInterval(duration.timeInterval))
        } catch {
            throw CommandError(error.description, at: word)
        }
        return .none
    }
}
