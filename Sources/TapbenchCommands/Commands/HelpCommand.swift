import Foundation
import TapbenchCore

/// `help [COMMAND]`: the commands by group, or one command in full.
enum HelpCommand: Command {
    static let name = "help"
    static let aliases = ["?"]
    static let group = CommandGroup.device
    static let usage = "help [COMMAND]"
    static let summary = "list the commands, or explain one"
    static func examples(_: ExampleWords) -> [String] { ["help", "help start"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 1, usage: usage)
        guard let word = arguments.positionals.first else { return CommandResult(lines: overview()) }
        guard let command = Commands.named(word.text) else {
            throw CommandError("no command '\(word.text)'\(Commands.hint(for: word.text, otherwise: " — 'help' lists them all"))", at: word)
        }
        return CommandResult(lines: page(command, words: ExampleWords(catalog: session.device.catalog)))
    }

    static func overview() -> [String] {
        var lines: [String] = []
        for group in CommandGroup.allCases {
            let commands = Commands.all.filter { $0.group == group }
            guard !commands.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append("\(group.rawValue):")
            let width = commands.map { $0.name.count }.max() ?? 0
            for command in commands {
                lines.append("  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)")
            }
        }
        lines.append("")
        lines.append("'help COMMAND' shows its syntax, options and examples.")
        return lines
    }

    /// `help COMMAND`: its usage, summary, details, options, aliases, and examples in `words`.
    static func page(_ command: any Command.Type, words: ExampleWords) -> [String] {
        var lines = ["usage: \(command.usage)", "", command.summary]
        if !command.details.isEmpty { lines += [""] + command.details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        if !command.options.isEmpty {
            lines.append("")
            lines.append("options:")
            let width = command.options.map(\.usage.count).max() ?? 0
            for option in command.options {
                lines.append("  \(option.usage.padding(toLength: width, withPad: " ", startingAt: 0))  \(option.help)")
            }
        }
        if !command.aliases.isEmpty { lines += ["", "also: \(command.aliases.joined(separator: ", "))"] }
        lines += ["", "examples:"] + command.examples(words).map { "  tapbench> \($0)" }
        return lines
    }
}
