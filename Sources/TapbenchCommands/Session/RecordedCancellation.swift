import TapbenchCore

/// Ctrl-C during a command that runs an intent, as a transcript records it: `--cancel-after DURATION`,
/// the virtual time the run had reached. Replayed, the run is cancelled at that point, so the step gives
/// the same output as when QA pressed the key.
///
/// ```
/// tapbench> perform ContactCourierIntent orderID=A-7189 --cancel-after 0ms
/// 01:00:00  ContactCourierIntent(orderID: "A-7189") cancelled after 0ms
/// ```
enum RecordedCancellation {
    static let option = OptionSpec(
        "--cancel-after", ["DURATION"],
        help: "cancel the intent's run as Ctrl-C would, this much virtual time into it (a recording writes it for a Ctrl-C)")

    /// The cut-off the command line asks for, if any.
    static func point(in arguments: Arguments) throws(CommandError) -> Duration? {
        guard let word = arguments.value(option.name) else { return nil }
        guard let duration = DurationText.parse(word.text) else {
            throw CommandError("--cancel-after takes a duration such as 0ms or 250ms, not '\(word.text)'", at: word)
        }
        return duration
    }

    /// The line to record for a command during which QA cancelled an intent: the line as typed, with
    /// the point the run had reached.
    static func recordedLine(_ line: String, events: [Event]) -> String {
        for event in events {
            if case .intentPerformed(let report) = event.kind, report.outcome == .cancelled(.user) {
                return line + " \(option.name) \(report.elapsed == .zero ? "0ms" : DurationText.format(report.elapsed))"
            }
        }
        return line
    }
}
