import Foundation
import TapbenchCore

/// An intent defined at the REPL, with no recompiling:
///
/// ```
/// intent define Bump orderID:String do update step=arriving etaSeconds=120; sleep 300ms
/// ```
///
/// Its effects run through the same runner as the app's intents, as calls from an intent. `$name` in
/// an effect stands for the parameter's value.
struct ScriptedIntent: Sendable {
    let name: String
    let kind: IntentKind
    let parameters: [(name: String, type: ScriptedParameterType)]
    let effects: [ScriptedEffect]
    /// The definition as typed after `intent define`, which `intent save` writes.
    let source: String

    static let usage = "intent define NAME [p:Type ...] [--kind live|starting|plain] do EFFECT; EFFECT..."

    // MARK: Defining

    /// Reads `NAME [p:Type ...] [--kind …] do EFFECT; EFFECT...`, checking everything that can be
    /// checked before it runs.
    init(_ words: [Word], catalog: AppCatalog) throws(CommandError) {
        guard let nameWord = words.first, nameWord.text != "do" else {
            throw CommandError("missing NAME — usage: \(Self.usage)")
        }
        guard let first = nameWord.text.unicodeScalars.first, CharacterSet.letters.contains(first),
            nameWord.text.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        else {
            throw CommandError("'\(nameWord.text)' is not an intent name — use letters and digits, like BumpIntent", at: nameWord)
        }
        if let existing = catalog.intent(named: nameWord.text), !existing.isScripted {
            throw CommandError("\(existing.name) is the app's own intent — pick another name", at: nameWord)
        }
        guard let doIndex = words.firstIndex(where: { $0.raw == "do" }) else {
            throw CommandError("missing 'do' before the effects — usage: \(Self.usage)", at: nameWord)
        }
        var parameters: [(name: String, type: ScriptedParameterType)] = []
        var kind = IntentKind.liveActivity
        var index = 1
        while index < doIndex {
            let word = words[index]
            index += 1
            if word.raw == "--kind" {
                guard index < doIndex else { throw CommandError("'--kind' needs live, starting or plain", at: word) }
                kind = try Self.kind(words[index])
                index += 1
                continue
            }
            parameters.append(try Self.parameter(word, after: parameters))
        }
        name = nameWord.text
        source = words.reduce("") { text, word in text.isEmpty ? word.raw : text + (word.raw == ";" ? "" : " ") + word.raw }
        self.kind = kind
        self.parameters = parameters
        effects = try Self.effects(Array(words[(doIndex + 1)...]), parameters: parameters.map(\.name), catalog: catalog, doWord: words[doIndex])
    }

    private static func kind(_ word: Word) throws(CommandError) -> IntentKind {
        switch word.text {
        case "live": return .liveActivity
        case "starting": return .starting
        case "plain": return .plain
        default: throw CommandError("'\(word.text)' is not a kind — write live, starting or plain", at: word)
        }
    }

    private static func parameter(_ word: Word, after earlier: [(name: String, type: ScriptedParameterType)]) throws(CommandError) -> (
        name: String, type: ScriptedParameterType
    ) {
        let parts = word.text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let types = ScriptedParameterType.allCases.map(\.rawValue)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw CommandError("'\(word.text)' is not a parameter — write name:Type, like orderID:String (types: \(types.joined(separator: ", ")))", at: word)
        }
        guard let type = ScriptedParameterType(rawValue: parts[1]) else {
            let suggestion = Suggestion.closest(to: parts[1], among: types).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown parameter type '\(parts[1])'\(suggestion) (types: \(types.joined(separator: ", ")))", at: word)
        }
        if earlier.contains(where: { $0.name == parts[0] }) {
            throw CommandError("parameter '\(parts[0])' is declared twice — give each parameter its own name", at: word)
        }
        return (parts[0], type)
    }

    private static func effects(_ words: [Word], parameters: [String], catalog: AppCatalog, doWord: Word) throws(CommandError) -> [ScriptedEffect] {
        var effects: [ScriptedEffect] = []
        var current: [Word] = []
        for word in words + [Word(raw: ";", text: ";", column: words.last?.column ?? doWord.column)] {
            guard word.raw == ";" else {
                current.append(word)
                continue
            }
            if !current.isEmpty { effects.append(try effect(current, parameters: parameters, catalog: catalog)) }
            current = []
        }
        guard !effects.isEmpty else {
            throw CommandError("no effects after 'do' — effects: \(ScriptedEffect.verbs.joined(separator: ", "))", at: doWord)
        }
        return effects
    }

    private static func effect(_ words: [Word], parameters: [String], catalog: AppCatalog) throws(CommandError) -> ScriptedEffect {
        let verb = words[0]
        let rest = Array(words.dropFirst())
        for word in rest {
            for reference in references(in: word.raw) where !parameters.contains(reference) {
                let suggestion = Suggestion.closest(to: reference, among: parameters).map { " — did you mean '$\($0)'?" } ?? ""
                throw CommandError("'$\(reference)' is not a parameter of this intent\(suggestion)", at: word)
            }
        }
        switch verb.text {
        case "update":
            let arguments = try Arguments(command: verb, words: rest, specs: UpdateCommand.options)
            try checkFields(arguments, catalog: catalog)
            return .update(rest)
        case "end":
            let arguments = try Arguments(command: verb, words: rest, specs: EndCommand.options)
            try checkFields(arguments, catalog: catalog)
            return .end(rest)
        case "sleep":
            guard rest.count == 1, let duration = DurationText.parse(rest[0].text) else {
                throw CommandError("sleep takes one duration — write \(DurationText.examples)", at: rest.first ?? verb)
            }
            return .sleep(duration)
        case "fail":
            guard !rest.isEmpty else { throw CommandError("fail needs a message: fail \"the server is down\"", at: verb) }
            return .fail(rest.map(\.text).joined(separator: " "))
        case "open":
            guard rest.count == 1 else { throw CommandError("open takes one URL: open myapp://order/42", at: rest.dropFirst().first ?? verb) }
            return .open(rest[0])
        case "start":
            let arguments = try Arguments(command: verb, words: rest, specs: StartCommand.options)
            let typeWord = try arguments.positional(0, "TYPE", usage: "start TYPE [k=v ...]")
            guard let type = catalog.activityType(named: typeWord.text) else {
                throw CommandError(DeviceError.unknownType(typeWord.text, known: catalog.activityTypes.map(\.name)).description, at: typeWord)
            }
            let known = (type.attributesSchema.fields + type.stateSchema.fields).map(\.name)
            for assignment in arguments.assignments where !known.contains(root(of: assignment.key)) {
                let suggestion = Suggestion.closest(to: assignment.key.text, among: known).map { " — did you mean '\($0)'?" } ?? ""
                throw CommandError("unknown field '\(assignment.key.text)' for \(type.name)\(suggestion)", at: assignment.key)
            }
            return .start(rest)
        default:
            let suggestion = Suggestion.closest(to: verb.text, among: ScriptedEffect.verbs).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown effect '\(verb.text)'\(suggestion) (effects: \(ScriptedEffect.verbs.joined(separator: ", ")))", at: verb)
        }
    }

    /// Field names must belong to some content state the app registered; which activity is updated is
    /// known only when the intent runs.
    private static func checkFields(_ arguments: Arguments, catalog: AppCatalog) throws(CommandError) {
        let fields = Array(Set(catalog.activityTypes.flatMap { $0.stateSchema.fields.map(\.name) })).sorted()
        for assignment in arguments.assignments where !fields.contains(root(of: assignment.key)) {
            let suggestion = Suggestion.closest(to: assignment.key.text, among: fields).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("no activity type has a field '\(assignment.key.text)'\(suggestion)", at: assignment.key)
        }
    }

    private static func root(of key: Word) -> String { String(key.text.split(separator: ".").first ?? "") }

    /// The `$name` references in a word.
    static func references(in text: String) -> [String] {
        var names: [String] = []
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            let start = text.index(after: dollar)
            let end = text[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
            if start < end { names.append(String(text[start..<end])) }
            index = end
        }
        return names
    }

    // MARK: Running

    var definition: IntentDefinition {
        let infos = parameters.map {
            IntentParameterInfo(name: $0.name, title: $0.name, typeName: $0.type.rawValue, isOptional: false, defaultValue: nil)
        }
        return IntentDefinition(name: name, title: name, kind: kind, parameters: infos, script: source) { arguments, now throws(IntentArgumentError) in
            var values = JSONObject()
            for (parameter, info) in zip(parameters, infos) {
                let text = arguments[parameter.name] ?? ""
                guard let value = parameter.type.value(text, now: now) else {
                    throw .invalidValue(text, parameter: info, intent: name)
                }
                values[parameter.name] = value
            }
            let script = self
            let substitutions = arguments
            return PreparedIntent(name: name, kind: kind, parameters: values) {
                try await script.run(with: substitutions)
                return nil
            }
        }
    }

    private func run(with arguments: [String: String]) async throws {
        let device = Device.current
        for effect in effects {
            switch effect {
            case .update(let words):
                let words = substituted(words, arguments)
                let parsed = try parse("update", words, specs: UpdateCommand.options)
                let target = try activity(parsed, on: device)
                try apply {
                    let change = try ContentArguments.change(parsed, for: target, on: device)
                    try device.update(target.number, with: change, source: .intent)
                }
            case .end(let words):
                let words = substituted(words, arguments)
                let parsed = try parse("end", words, specs: EndCommand.options)
                let target = try activity(parsed, on: device)
                try apply {
                    let hasContent = !parsed.assignments.isEmpty || parsed.has("--stale") || parsed.has("--relevance")
                    let change = hasContent ? try ContentArguments.change(parsed, for: target, on: device) : nil
                    let dismissal = try parsed.value("--dismissal").map { word throws(CommandError) in try EndCommand.policy(word, now: device.now) } ?? .default
                    try device.end(target.number, with: change, dismissal: dismissal, source: .intent)
                }
            case .sleep(let duration):
                try await DeviceClock().sleep(for: duration)
            case .fail(let message):
                throw ScriptFailure(description: substituted(message, arguments))
            case .open(let word):
                device.open(substituted([word], arguments)[0].text, via: .intent, source: .intent)
            case .start(let words):
                let words = substituted(words, arguments)
                let parsed = try parse("start", words, specs: StartCommand.options)
                try apply {
                    var request = try StartCommand.request(parsed, type: try parsed.positional(0, "TYPE", usage: "start TYPE"), on: device)
                    request.allowedInBackground = Device.context.mayStartInBackground
                    request.isFromBackground = Device.context.isBackground
                    try device.request(request, source: .intent)
                }
            }
        }
    }

    private func parse(_ verb: String, _ words: [Word], specs: [OptionSpec]) throws -> Arguments {
        do {
            return try Arguments(command: Word(verb), words: words, specs: specs)
        } catch {
            throw ScriptFailure(description: error.message)
        }
    }

    /// Runs one effect's device call, turning errors into the failure `perform()` throws.
    private func apply(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CommandError {
            throw ScriptFailure(description: error.message)
        } catch let error as DeviceError {
            throw ScriptFailure(description: error.message)
        }
    }

    /// The activity an effect names, else the one the intent is attached to, else the only ongoing one.
    private func activity(_ arguments: Arguments, on device: Device) throws -> LiveActivity {
        if let word = arguments.positionals.first {
            do {
                return try ActivityReference(word).resolve(on: device)
            } catch {
                throw ScriptFailure(description: error.message)
            }
        }
        if let attached = Device.context.attachedActivity, let activity = device.activity(attached) { return activity }
        let ongoing = device.activities.filter(\.state.isOngoing)
        guard ongoing.count == 1, let only = ongoing.first else {
            throw ScriptFailure(
                description: ongoing.isEmpty
                    ? "no ongoing activity to change — start one first"
                    : "\(ongoing.count) activities are ongoing — name one in the effect, like update \(ongoing[0].number) …")
        }
        return only
    }

    private func substituted(_ words: [Word], _ arguments: [String: String]) -> [Word] {
        words.map { Word(raw: substituted($0.raw, arguments), text: substituted($0.text, arguments), column: $0.column) }
    }

    private func substituted(_ text: String, _ arguments: [String: String]) -> String {
        var result = text
        for (name, value) in arguments.sorted(by: { $0.key.count > $1.key.count }) {
            result = result.replacingOccurrences(of: "$\(name)", with: value)
        }
        return result
    }
}
