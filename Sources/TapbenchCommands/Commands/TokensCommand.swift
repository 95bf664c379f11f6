import TapbenchCore

/// `tokens [rotate ID]`: push tokens, push-to-start tokens, channels, and the tokens the app sent its server.
enum TokensCommand: Command {
    static let name = "tokens"
    static let group = CommandGroup.activities
    static let usage = "tokens [rotate ID]"
    static let summary = "push tokens, push-to-start tokens and channels, and the tokens the app sent its server"
    static let details = "'tokens rotate ID' gives an activity a new token: the old one stops working, and the app sees the new one."
    static func examples(_: ExampleWords) -> [String] { ["tokens", "tokens rotate 1"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 2, usage: usage)
        let device = session.device
        if let action = arguments.positionals.first {
            guard action.text == "rotate" else {
                throw CommandError("unknown action '\(action.text)' — usage: \(usage)", at: action)
            }
            let idWord = try arguments.positional(1, "ID", usage: usage)
            let activity = try ActivityReference(idWord).resolve(on: device)
            do {
                try device.rotateToken(of: activity.number)
            } catch {
                throw CommandError(error.message, at: idWord)
            }
            return .none
        }
        var lines: [String] = []
        let withTokens = device.activities.filter { $0.pushType != nil }
        lines.append(withTokens.isEmpty ? "activities: none with a push token or channel (start one with --push token)" : "activities:")
        for activity in withTokens {
            let name = session.renderer.shortName(activity.typeName)
            switch activity.pushType {
            case .channel(let channel)?: lines.append("  #\(activity.number) \(name) (\(activity.state.rawValue)): channel \(channel)")
            default: lines.append("  #\(activity.number) \(name) (\(activity.state.rawValue)): \(activity.pushToken ?? "")")
            }
        }
        lines.append("push-to-start:")
        for type in device.catalog.activityTypes {
            lines.append("  \(type.name): \(device.pushToStartToken(ofType: type.name) ?? "none")")
        }
        lines += ServerTokens(device: device).lines
        return CommandResult(lines: lines)
    }
}
