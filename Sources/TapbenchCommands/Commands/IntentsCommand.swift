import TapbenchCore

/// `intents`: the app's intents, their kinds and parameters.
enum IntentsCommand: Command {
    static let name = "intents"
    static let group = CommandGroup.app
    static let usage = "intents"
    static let summary = "the app's intents, with their kinds, parameters and the presentations that use them"
    static func examples(_ words: ExampleWords) -> [String] { ["intents", "perform \(words.intentCall)"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        var lines: [String] = []
        let catalog = session.device.catalog
        let usage = catalog.intentUsage()
        for intent in catalog.intents {
            let origin = intent.isScripted ? ", scripted" : ""
            lines.append("\(intent.name) — \"\(intent.title)\" (\(intent.kind.description)\(origin))")
            let parameters = intent.parameters.map(\.signature)
            lines.append("  parameters: \(parameters.isEmpty ? "none" : parameters.joined(separator: ", "))")
            if let places = usage[intent.name] { lines.append("  used by: \(places.joined(separator: ", "))") }
        }
        return CommandResult(lines: lines.isEmpty ? ["no intents"] : lines)
    }
}
