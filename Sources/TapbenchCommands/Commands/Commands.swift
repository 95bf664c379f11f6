import TapbenchCore

/// Every command the REPL knows, in the order `help` lists them within a group.
enum Commands {
    static let all: [any Command.Type] = [
        StartCommand.self, UpdateCommand.self, EndCommand.self, ListCommand.self, ShowCommand.self,
        TapCommand.self, ToggleCommand.self, HoldCommand.self, PushCommand.self, TokensCommand.self,
        AdvanceCommand.self, ClockCommand.self,
        TypesCommand.self, IntentsCommand.self, PerformCommand.self, IntentCommand.self,
        OpenCommand.self, RouteCommand.self, RoutesCommand.self, ServerCommand.self, AppCommand.self, DefaultsCommand.self,
        SetCommand.self, ResetCommand.self, RecordCommand.self, HelpCommand.self, QuitCommand.self,
    ]

    static func named(_ word: String) -> (any Command.Type)? {
        byName[word]
    }

    /// Each command under its name and its aliases; the first command to claim a name keeps it.
    private static let byName: [String: any Command.Type] = Dictionary(
        all.flatMap { command in names(of: command).map { ($0, command) } }, uniquingKeysWith: { first, _ in first })

    static var allNames: [String] { all.flatMap(names(of:)) }

    private static func names(of command: any Command.Type) -> [String] { [command.name] + command.aliases }

    /// What to say of a name that is not a command: the closest command, or for one of tapbench's own
    /// subcommands, that it runs from a shell.
    static func hint(for name: String, otherwise fallback: String = "") -> String {
        if ["replay", "coverage", "doc", "run", "repl"].contains(name) {
            return " — '\(name)' runs from a shell, not at the prompt: tapbench \(name) --help"
        }
        return Suggestion.closest(to: name, among: allNames).map { " — did you mean '\($0)'?" } ?? fallback
    }
}
