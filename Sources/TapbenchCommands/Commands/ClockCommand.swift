import TapbenchCore

/// `clock [WHEN]`: shows the virtual time, or moves it to WHEN.
enum ClockCommand: Command {
    static let name = "clock"
    static let group = CommandGroup.time
    static let usage = "clock [WHEN]"
    static let summary = "show the virtual time, or move it to WHEN (+15m, 03:00, an ISO 8601 date)"
    static func examples(_: ExampleWords) -> [String] { ["clock", "clock 03:00"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 1, usage: usage)
        let device = session.device
        guard let word = arguments.positionals.first else {
            let next = device.nextTimer.map { ", next timer at \(session.renderer.time($0))" } ?? ""
            return CommandResult(lines: ["clock \(Timestamp.iso8601(device.now))\(next)"])
        }
        let date = try when(word, now: device.now)
        if let today = WhenText.timeOfDay(word.text, on: device.now), today < device.now {
            let ahead = DurationText.format(device.now.duration(to: date))
            throw CommandError(
                "\(word.text) is before the device's time \(Timestamp.timeOfDay(device.now)) — the clock only moves forward; try 'clock +\(ahead)' or 'advance \(ahead)'",
                at: word)
        }
        do {
            try await device.advanceWakingApp(to: date)
        } catch {
            throw CommandError(error.description, at: word)
        }
        return .none
    }
}
