import TapbenchCore

/// `tokens [rotate ID]`: push tokens, push-to-start tokens, channels, and what the app told its server.
enum TokensCommand: Command {
    static let name = "tokens"
    static let group = CommandGroup.activities
    static let usage = "tokens [rotate ID]"
    static let summary = "push tokens, push-to-start tokens and channels, and the tokens the app forwarded to its server"
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
        let pushToStartTokens = device.catalog.activityTypes.compactMap { type in
            device.pushToStartToken(ofType: type.name).map { (token: $0, type: type.name) }
        }
        // The app's server is shared by every device in the process, and devices seeded alike issue the
        // same tokens: only what this device issued, to the activity it issued it to, is this device's.
        var owners: [String: String] = [:]
        for activity in device.activities { if let token = activity.pushToken { owners[token] = activity.id } }
        for (token, number) in device.retiredTokens { owners[token] = device.activity(number)?.id }
        for entry in pushToStartTokens { owners[entry.token] = "" }
        var seen: Set<ServerRecord> = []
        let forwarded = (await device.catalog.serverLog?(Set(owners.keys)) ?? []).filter { record in
            owners[record.token] == record.reference && seen.insert(record).inserted
        }
        // The app registers each type's push-to-start token from its own task at launch: they come first,
        // in the app's type order; activity tokens follow in the order they came, one command at a time.
        let registrations = pushToStartTokens.flatMap { entry in forwarded.filter { $0.reference.isEmpty && $0.token == entry.token } }
        let records = registrations + forwarded.filter { !$0.reference.isEmpty }
        let pushToStart = Dictionary(pushToStartTokens.map { ($0.token, $0.type) }, uniquingKeysWith: { first, _ in first })
        lines.append(records.isEmpty ? "server: the app has forwarded no tokens" : "server (what the app forwarded: push-to-start tokens by type, then the rest in order):")
        let numbers = Dictionary(device.activities.map { ($0.id, "#\($0.number)") }, uniquingKeysWith: { first, _ in first })
        lines += records.map { record in
            let owner = record.reference.isEmpty ? pushToStart[record.token] ?? "?" : numbers[record.reference] ?? record.reference
            return "  \(record.kind) \(record.token.prefix(8))… for \(owner)"
        }
        return CommandResult(lines: lines)
    }
}
