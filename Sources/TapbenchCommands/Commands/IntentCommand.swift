import TapbenchCore

/// `intent define …` and `intent remove …`: intents scripted at the REPL, with no recompiling.
enum IntentCommand: Command {
    static let name = "intent"
    static let group = CommandGroup.app
    static let usage = "intent define NAME [p:Type ...] [--kind live|starting|plain] do EFFECT; EFFECT... | intent remove NAME"
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
        """
    static let readsOwnWords = true
    static func examples(_ words: ExampleWords) -> [String] {
        let setter = words.activity.settableField.map { field in
            "intent define Set\(field.name.prefix(1).uppercased() + field.name.dropFirst()) \(field.name):\(field.type.rawValue) do update \(field.name)=$\(field.name); sleep 300ms"
        }
        return ["intent define Slow do sleep 1500ms", setter ?? #"intent define Failing do fail "the server is down""#]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        guard let action = arguments.words.first else { throw CommandError("missing define or remove — usage: \(usage)") }
        let rest = Array(arguments.words.dropFirst())
        let device = session.device
        switch action.text {
        case "define":
            let script = try ScriptedIntent(rest, catalog: device.catalog)
            let replaced = device.catalog.intent(named: script.name) != nil
            device.register(intent: script.definition)
            let parameters = script.parameters.map { "\($0.name): \($0.type.rawValue)" }.joined(separator: ", ")
            return CommandResult(lines: [
                "\(replaced ? "redefined" : "defined") \(script.name)(\(parameters)) — \(script.kind.description), \(script.effects.count) effect\(script.effects.count == 1 ? "" : "s")"
            ])
        case "remove":
            try rest.expectCount(1...1, missing: "NAME", usage: "intent remove NAME", after: action)
            guard let intent = device.catalog.intent(named: rest[0].text), intent.isScripted else {
                let scripted = device.catalog.intents.filter(\.isScripted).map(\.name)
                throw CommandError(
                    "no scripted intent '\(rest[0].text)' (scripted: \(scripted.isEmpty ? "none" : scripted.joined(separator: ", ")))", at: rest[0])
            }
            device.removeIntent(named: intent.name)
            return CommandResult(lines: ["removed \(intent.name)"])
        default:
            let suggestion = Suggestion.closest(to: action.text, among: ["define", "remove"]).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown action '\(action.text)'\(suggestion) — usage: \(usage)", at: action)
        }
    }
}
