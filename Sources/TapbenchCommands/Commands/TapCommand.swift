import TapbenchCore

/// `tap ID [PRESENTATION] [ELEMENT]`: a finger on a presentation.
enum TapCommand: Command {
    static let name = "tap"
    static let group = CommandGroup.activities
    static let usage = "tap ID [lock|expanded|compact|minimal|standby|small|carplay] [ELEMENT]"
    static let summary = "tap a presentation: a Button runs its intent, a Link opens its URL, elsewhere widgetURL or NSUserActivity"
    static let details = """
        ELEMENT is a control's number in 'show' or its label; without one, the tap lands outside the controls.
        The presentation defaults to what is on screen now: the island's when the activity holds it on an
        unlocked iPhone with a Dynamic Island and the app is not in the foreground ('app background'), else
        the Lock Screen's. Buttons and toggles work on the Lock
        Screen and in the expanded presentation; Link in the expanded one only. On a locked device a control
        asks for Face ID first.
        """
    static let options = [RecordedCancellation.option]
    static func examples(_ words: ExampleWords) -> [String] { ["tap 1", "tap \(words.button)"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let gesture = try GestureArguments(arguments, on: session.device, usage: usage, allowsElement: true)
        try await gesture.perform(.tap, in: session)
        return .none
    }
}

/// `toggle ID [PRESENTATION] ELEMENT [on|off]`.
enum ToggleCommand: Command {
    static let name = "toggle"
    static let group = CommandGroup.activities
    static let usage = "toggle ID [lock|expanded|compact|minimal|standby] ELEMENT [on|off]"
    static let summary = "flip a Toggle: it shows the new value at once, then its SetValueIntent runs with it"
    static let options = [RecordedCancellation.option]
    static func examples(_ words: ExampleWords) -> [String] { ["toggle \(words.toggle)", "toggle \(words.toggleByNumber)"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let gesture = try GestureArguments(arguments, on: session.device, usage: usage, allowsElement: true, allowsValue: true)
        guard gesture.target != .background else { throw CommandError("missing ELEMENT — usage: \(usage)") }
        try await gesture.perform(.toggle, in: session)
        return .none
    }
}

/// `hold ID`: a long press on the island shows the expanded presentation.
enum HoldCommand: Command {
    static let name = "hold"
    static let group = CommandGroup.activities
    static let usage = "hold ID [compact|minimal]"
    static let summary = "long-press the compact or minimal presentation: the expanded one comes up"
    static func examples(_: ExampleWords) -> [String] { ["hold 1 compact", "hold 1 minimal"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let gesture = try GestureArguments(arguments, on: session.device, usage: usage, allowsElement: false)
        let result = try await gesture.perform(.hold, in: session)
        guard let shows = result.shows else { return .none }
        return CommandResult(lines: try ShowCommand.picture(of: gesture.activity, kind: shows, in: session))
    }
}

/// The words that `tap`, `toggle` and `hold` share.
struct GestureArguments {
    let activity: Int
    let presentation: PresentationKind?
    let target: TapTarget
    let value: Bool?
    let idWord: Word
    private(set) var elementWord: Word?

    init(_ arguments: Arguments, on device: Device, usage: String, allowsElement: Bool, allowsValue: Bool = false) throws(CommandError) {
        try arguments.expectNoAssignments(usage: usage)
        var words = arguments.positionals
        guard !words.isEmpty else { throw CommandError("missing ID — usage: \(usage)") }
        idWord = words.removeFirst()
        activity = try ActivityReference(idWord).resolve(on: device).number
        if let first = words.first, let kind = PresentationKind(rawValue: first.text) {
            presentation = kind
            words.removeFirst()
        } else {
            presentation = nil
        }
        var value: Bool?
        if allowsValue, let last = words.last, last.text == "on" || last.text == "off", words.count > 1 {
            value = last.text == "on"
            words.removeLast()
        }
        self.value = value
        guard let element = words.first else {
            target = .background
            return
        }
        guard allowsElement else { throw CommandError("unexpected '\(element.text)' — usage: \(usage)", at: element) }
        if allowsValue, words.count == 2, !words[1].isQuoted {
            throw CommandError("'\(words[1].text)' is not on or off — write on or off, or leave it out to flip the toggle", at: words[1])
        }
        guard words.count == 1 else { throw CommandError("unexpected '\(words[1].text)' — quote a label with spaces: \"Check In\"", at: words[1]) }
        target = Int(element.text).map(TapTarget.number) ?? .label(element.text)
        elementWord = element
    }

    @discardableResult
    func perform(_ gesture: TapRecord.Gesture, in session: Session) async throws(CommandError) -> Taps.Result {
        do {
            return try await Taps(device: session.device).perform(gesture, activity: activity, presentation: presentation, target: target, value: value)
        } catch .unknownElement(let label, let kind, let available) {
            let kinds = PresentationKind.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: label, among: kinds).map { " — or did you mean the presentation '\($0)'?" } ?? ""
            throw CommandError(TapError.unknownElement(label, kind: kind, available: available).message + hint, at: elementWord)
        } catch {
            throw CommandError(error.message, at: idWord)
        }
    }
}
