import TapbenchCore

/// A REPL command: its name, its help next to its code, and what it does.
protocol Command: Sendable {
    static var name: String { get }
    static var aliases: [String] { get }
    static var group: CommandGroup { get }
    /// The usage line: `start TYPE [k=v ...] [--state k=v ...] [--stale WHEN]`.
    static var usage: String { get }
    /// One line for `help`.
    static var summary: String { get }
    /// More for `help COMMAND`, if the usage and options do not say it all.
    static var details: String { get }
    static var options: [OptionSpec] { get }
    /// Real examples, in the words of the app on the bench where they name its things:
    /// `start \(words.activity.name) --stale +15m`.
    static func examples(_ words: ExampleWords) -> [String]

    /// Reads its words itself (`Arguments.words`) instead of having them sorted by `options`.
    static var readsOwnWords: Bool { get }
    /// Goes into a transcript being recorded (`record` itself does not).
    static var isRecorded: Bool { get }
    /// Whether this use of it, with these words after its name, goes into a transcript being recorded.
    static func isRecorded(_ words: [Word]) -> Bool

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult
}

extension Command {
    static var readsOwnWords: Bool { false }
    static var isRecorded: Bool { true }
    static func isRecorded(_ words: [Word]) -> Bool { isRecorded }
    static var aliases: [String] { [] }
    static var details: String { "" }
    static var options: [OptionSpec] { [] }
}

/// What a command shows beyond the events it caused.
struct CommandResult {
    var lines: [String] = []
    /// Shown at a terminal only.
    var terminalLines: [String] = []
    var quit = false
    /// A check that found problems: `tapbench run` stops, and exits 1.
    var failed = false

    static let none = CommandResult()
}

/// How `help` groups the commands.
enum CommandGroup: String, CaseIterable {
    case activities = "Activities"
    case time = "Time"
    case app = "The app under test"
    case device = "Device and session"
}
