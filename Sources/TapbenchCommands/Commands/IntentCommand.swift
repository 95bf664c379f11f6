import Foundation
import TapbenchCore

/// `intent define …` and `intent remove …`: intents scripted at the REPL, with no recompiling.
enum IntentCommand: Command {
    static let name = "intent"
    static let group = CommandGroup.app
    static let usage =
        "intent define NAME [p:Type ...] [--kind live|starting|plain] do EFFECT; EFFECT... [--save] | intent save NAME | intent remove NAME"
    static let summary = "define an intent at the REPL, from effects; it runs under the budget like the app's own"
    static let details = """
        Effects, separated by ';':
          update [ID] k=v ... [--stale WHEN] [--relevance N]   change the named activity, the one whose button ran it,
                                                              or the only ongoing one
          end [ID] [k=v ...] [--dismissal default|immediate|WHEN]
          sleep DURATION        simulated latency, on the virtual clock
          fail "message"        perform() throws
          open URL              the app opens a deep link
          start TYPE k=v ...    the app requests an activity (only a starting intent may, from the background)
        Parameter types: String, Int, Double, Bool, Date, URL; $name in an effect stands for the value.
        The kind is live (a LiveActivityIntent, the default), starting (a LiveActivityStartingIntent) or plain.
        'intent save NAME', or --save at the end of a definition, writes it to Intents/NAME.intent, which loads
        whenever the bench starts, in a replay too; 'intent remove' takes it out of this session only.
        """
    static let readsOwnWords = true
    static func examples(_ words: ExampleWords) -> [String] {
        let setter = words.activity.settableField.map { field in
            "intent define Set\(field.name.prefix(1).uppercased() + field.name.dropFirst()) \(field.name):\(field.type.rawValue) do update \(field.name)=$\(field.name); sleep 300ms"
        }
        return ["intent define Slow do sleep 1500ms", setter ?? #"intent define Failing do fail "the server is down""#]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        guard let action = arguments.words.first else { throw CommandError("missing define, save or remove — usage: \(usage)") }
        let rest = Array(arguments.words.dropFirst())
        let device = session.device
        switch action.text {
        case "define":
            let saves = rest.last?.raw == "--save"
            let script = try ScriptedIntent(saves ? Array(rest.dropLast()) : rest, catalog: device.catalog)
            let saved = saves ? try session.savedDefinitions.save(script.definition) : nil
            let replaced = device.catalog.intent(named: script.name) != nil
            device.register(intent: script.definition)
            let parameters = script.parameters.map { "\($0.name): \($0.type.rawValue)" }.joined(separator: ", ")
            return CommandResult(lines: [
                "\(replaced ? "redefined" : "defined") \(script.name)(\(parameters)) — \(script.kind.description), \(script.effects.count) effect\(script.effects.count == 1 ? "" : "s")"
                    + (saved.map { "; saved to \($0)" } ?? "")
            ])
        case "save":
            try rest.expectCount(1...1, missing: "NAME", usage: "intent save NAME", after: action)
            let intent = try scripted(rest[0], in: device)
            return CommandResult(lines: ["saved \(intent.name) to \(try session.savedDefinitions.save(intent)); it loads whenever the bench starts"])
        case "remove":
            try rest.expectCount(1...1, missing: "NAME", usage: "intent remove NAME", after: action)
            let intent = try scripted(rest[0], in: device)
            device.removeIntent(named: intent.name)
            let file = session.savedDefinitions.file(of: intent.name)
            let kept = FileManager.default.fileExists(atPath: file.path)
                ? " (\(session.savedDefinitions.displayPath(file)) still loads at start-up; delete the file to drop it)" : ""
            return CommandResult(lines: ["removed \(intent.name)\(kept)"])
        default:
            let suggestion = Suggestion.closest(to: action.text, among: ["define", "save", "remove"]).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown action '\(action.text)'\(suggestion) — usage: \(usage)", at: action)
        }
    }

    private static func scripted(_ word: Word, in device: Device) throws(CommandError) -> IntentDefinition {
        guard let intent = device.catalog.intent(named: word.text), intent.isScripted else {
            let scripted = device.catalog.intents.filter(\.isScripted).map(\.name)
            throw CommandError("no scripted intent '\(word.text)' (scripted: \(scripted.isEmpty ? "none" : scripted.joined(separator: ", ")))", at: word)
        }
        return intent
    }
}
