import TapbenchCore

/// `set NAME VALUE`: device switches, limits and session options.
enum SetCommand: Command {
    static let name = "set"
    static let group = CommandGroup.device
    static let usage = "set [NAME [VALUE]]"
    static var summary: String { "change a setting: \(names.joined(separator: ", "))" }

    /// Every setting's name, the prompt's `apns` last.
    static var names: [String] { DeviceSettingControl.all.map(\.name) + ["apns"] }
    static var details: String {
        (DeviceSettingControl.all.map { "\($0.name) \($0.values.joined(separator: "|")): \($0.help)" } + [apnsHelp]).joined(separator: "\n")
    }

    /// The endpoint is the REPL's, not the device's, so the REPL runs `set apns` itself; elsewhere it is explained.
    static let apnsHelp = "apns [HOST:]PORT|off: at the prompt, serve APNs's provider API there for a push server, or stop it"
    static func examples(_: ExampleWords) -> [String] { ["set live-activities off", "set device no-island"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        if let (key, value, _) = arguments.assignments.first {
            throw CommandError("write 'set \(key.text) \(value.text)': a setting takes its value after a space, not '='", at: key)
        }
        try arguments.expectPositionals(atMost: 2, usage: usage)
        guard let nameWord = arguments.positionals.first else {
            var table = Table(header: ["setting", "value", "values"])
            table.rows = DeviceSettingControl.all.map { [$0.name, $0.current(session), $0.values.joined(separator: "|")] }
            return CommandResult(lines: table.lines)
        }
        if nameWord.text == "apns" {
            throw CommandError("set apns serves the local APNs endpoint at the prompt only — in a script or transcript, send each push with 'push'", at: nameWord)
        }
        guard let setting = DeviceSettingControl.named(nameWord.text) else {
            let suggestion = Suggestion.closest(to: nameWord.text, among: DeviceSettingControl.all.map(\.name)).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError(
                "unknown setting '\(nameWord.text)'\(suggestion) (settings: \(names.joined(separator: ", ")))", at: nameWord)
        }
        guard arguments.positionals.count == 2 else {
            return CommandResult(lines: ["\(setting.name) \(setting.current(session)) (\(setting.values.joined(separator: "|")): \(setting.help))"])
        }
        try setting.apply(arguments.positionals[1], session)
        return .none
    }
}
