import Foundation
import TapbenchCore

/// `end ID [k=v ...] [--dismissal …]`: ends an activity, as `activity.end(_:dismissalPolicy:)` does.
enum EndCommand: Command {
    static let name = "end"
    static let group = CommandGroup.activities
    static let usage = "end ID [k=v ...] [--dismissal default|immediate|WHEN]"
    static let summary = "end an activity, with final content and a dismissal policy"
    static let details = """
        With fields, they become the final content; without, the last content stays. The default policy keeps
        the activity on the Lock Screen for up to 4 hours; a WHEN later than that is capped at 4 hours.
        """
    static let options = [
        OptionSpec("--dismissal", ["default|immediate|WHEN"], help: "when it leaves the Lock Screen (default: up to 4 hours)"),
        OptionSpec("--stale", ["WHEN|none"], help: "the final content's stale date"),
        OptionSpec("--relevance", ["N"], help: "the final content's relevance score"),
    ]
    static func examples(_ words: ExampleWords) -> [String] {
        [ExampleWords.line("end 1", words.activity.assignments(.done), "--dismissal +15m"), "end 1 --dismissal immediate"]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let device = session.device
        let idWord = try arguments.positional(0, "ID", usage: usage)
        try arguments.expectPositionals(atMost: 1, usage: usage)
        let activity = try ActivityReference(idWord).resolve(on: device)
        let hasContent = !arguments.assignments.isEmpty || arguments.has("--stale") || arguments.has("--relevance")
        let change = hasContent ? try ContentArguments.change(arguments, for: activity, on: device) : nil
        let dismissal = try arguments.value("--dismissal").map { word throws(CommandError) in try policy(word, now: device.now) } ?? .default
        do {
            try device.end(activity.number, with: change, dismissal: dismissal)
        } catch {
            throw CommandError(error.message, at: arguments.assignments.first?.key ?? idWord)
        }
        return .none
    }

    static func policy(_ word: Word, now: Date) throws(CommandError) -> DismissalPolicy {
        switch word.text {
        case "default": return .default
        case "immediate": return .immediate
        default:
            guard let date = WhenText.parse(word.text, now: now) else {
                throw CommandError("'\(word.text)' is not a dismissal — write default, immediate or a time such as +15m", at: word)
            }
            return .after(try showable(date, word: word))
        }
    }
}
