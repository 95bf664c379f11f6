import Foundation
import TapbenchCore

/// `start TYPE [k=v ...] [--state k=v ...]`: requests a Live Activity as the app in the foreground would.
enum StartCommand: Command {
    static let name = "start"
    static let group = CommandGroup.activities
    static let usage =
        "start TYPE [k=v ...] [--state k=v ...] [--stale WHEN] [--relevance N] [--push token|channel:ID] [--at WHEN --alert TITLE [BODY]]"
    static let summary = "start a Live Activity, as the app would with Activity.request"
    static let details = """
        Fields left out keep the app's preview values. Fields before --state are static attributes;
        a content-state field there is accepted too. Values are JSON where they parse (3, true, [1,2]),
        else text; a Date field takes a time (+15m, 03:00, an ISO 8601 date), and a ClosedRange<Date>
        takes LOWER...UPPER (now...+10m).
        """
    static let options = [
        OptionSpec("--state", help: "the fields after it are content-state fields"),
        OptionSpec("--stale", ["WHEN"], help: "the stale date (+15m, 03:00, 2026-04-25T01:15:00Z)"),
        OptionSpec("--relevance", ["N"], help: "the relevance score (default 0)"),
        OptionSpec("--push", ["token|channel:ID"], help: "receive pushes through a token or a broadcast channel"),
        OptionSpec("--at", ["WHEN"], help: "a scheduled start (iOS 26): the activity is pending until then"),
        OptionSpec("--alert", ["TITLE", "[BODY]"], help: "a scheduled start's alert, shown when it starts; iOS requires one"),
        OptionSpec("--sound", ["NAME"], help: "the alert's sound (default, or a file name)"),
        OptionSpec("--style", ["standard|transient"], help: "transient: expanded in the island until the app is left or the device locks (default standard)"),
    ]
    static func examples(_ words: ExampleWords) -> [String] {
        let activity = words.activity
        return [
            "start \(activity.name) --stale +15m",
            ExampleWords.line("start", activity.name, activity.attribute, activity.stateOption(.partway), "--relevance 100"),
        ]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let device = session.device
        let typeWord = try arguments.positional(0, "TYPE", usage: usage)
        try arguments.expectPositionals(atMost: 1, usage: usage)
        let request = try request(arguments, type: typeWord, on: device)
        do {
            try device.request(request)
        } catch .refused {
            // The device recorded `activity.rejected`; that is the answer QA asked for.
        } catch {
            throw CommandError(error.message, at: typeWord)
        }
        return .none
    }

    /// The request that `start`'s words describe, over the type's preview values.
    static func request(_ arguments: Arguments, type typeWord: Word, on device: Device) throws(CommandError) -> ActivityRequest {
        guard let type = device.catalog.activityType(named: typeWord.text) else {
            throw CommandError(DeviceError.unknownType(typeWord.text, known: device.catalog.activityTypes.map(\.name)).description, at: typeWord)
        }
        let attributeFields = FieldAssignments(schema: type.attributesSchema, owner: type.name, now: device.now)
        let stateFields = FieldAssignments(schema: type.stateSchema, owner: "\(type.name).ContentState", now: device.now)
        if let marker = arguments.optionWord("--state"), !arguments.assignments.contains(where: { $0.section == "--state" }) {
            throw CommandError(
                "'--state' is followed by no field — write --state k=v ... (\(stateFields.owner) fields: \(stateFields.fieldNames.joined(separator: ", "))), or leave it out",
                at: marker)
        }
        var attributeAssignments: [(key: Word, value: Word)] = []
        var stateAssignments: [(key: Word, value: Word)] = []
        for assignment in arguments.assignments {
            if assignment.section == nil, attributeFields.knows(assignment.key) {
                attributeAssignments.append((assignment.key, assignment.value))
            } else if stateFields.knows(assignment.key) {
                stateAssignments.append((assignment.key, assignment.value))
            } else if assignment.section == nil {
                throw unknownField(assignment.key, attributes: attributeFields, state: stateFields, type: type)
            } else {
                throw stateFields.unknownField(assignment.key, path: [assignment.key.text])
            }
        }
        let scheduled = try scheduledStart(arguments, now: device.now)
        return ActivityRequest(
            typeName: type.name,
            attributes: try attributeFields.apply(attributeAssignments, to: type.sampleAttributes),
            content: LiveActivity.Content(
                state: try stateFields.apply(stateAssignments, to: type.sampleState),
                staleDate: try arguments.value("--stale").map { word throws(CommandError) in try when(word, now: device.now) },
                relevanceScore: try arguments.value("--relevance").map(relevance) ?? 0),
            pushType: try arguments.value("--push").map(pushType),
            start: scheduled?.start, startAlert: scheduled?.alert,
            style: try arguments.value("--style").map(style) ?? .standard)
    }

    /// `--at WHEN --alert TITLE [BODY]`: iOS 26's scheduled start takes an alert, and only it does (Apple's
    /// documentation, "request(attributes:content:pushType:style:alertConfiguration:start:)").
    private static func scheduledStart(_ arguments: Arguments, now: Date) throws(CommandError) -> (start: Date, alert: Alert)? {
        let alert = try arguments.alert()
        guard let at = arguments.value("--at") else {
            if let word = arguments.optionWord("--alert") {
                throw CommandError("--alert goes with --at WHEN: only a scheduled start takes an alert", at: word)
            }
            return nil
        }
        let start = try when(at, now: now)
        guard let alert else {
            throw CommandError("a scheduled start needs an alert, as iOS requires one — add --alert TITLE [BODY]", at: at)
        }
        return (start, alert)
    }

    private static func unknownField(_ key: Word, attributes: FieldAssignments, state: FieldAssignments, type: ActivityType) -> CommandError {
        let all = attributes.fieldNames + state.fieldNames
        let suggestion = Suggestion.closest(to: key.text, among: all).map { " — did you mean '\($0)'?" } ?? ""
        return CommandError(
            "unknown field '\(key.text)' for \(type.name)\(suggestion) (attributes: \(attributes.fieldNames.joined(separator: ", ")); state: \(state.fieldNames.joined(separator: ", ")))",
            at: key)
    }

    static func pushType(_ word: Word) throws(CommandError) -> PushType {
        if word.text == "token" { return .token }
        if word.text.hasPrefix("channel:"), word.text.count > "channel:".count {
            return .channel(String(word.text.dropFirst("channel:".count)))
        }
        throw CommandError("'\(word.text)' is not a push type — write token or channel:ID", at: word)
    }

    static func style(_ word: Word) throws(CommandError) -> ActivityStyle {
        guard let style = ActivityStyle(rawValue: word.text) else {
            throw CommandError("'\(word.text)' is not a style — write standard or transient", at: word)
        }
        return style
    }
}

/// A `WHEN` word: `+15m`, `03:00`, `now` or an ISO 8601 date, within the times the bench can show.
func when(_ word: Word, now: Date) throws(CommandError) -> Date {
    guard let date = WhenText.parse(word.text, now: now) else {
        throw CommandError("'\(word.text)' is not a time — write \(WhenText.examples)", at: word)
    }
    return try showable(date, word: word)
}

/// `date`, which QA typed as `word`, when the bench can show it (`Timestamp.showable`).
func showable(_ date: Date, word: Word) throws(CommandError) -> Date {
    let showable = Timestamp.showable
    guard showable.contains(date) else {
        throw CommandError(
            "'\(word.text)' falls outside the times the bench can show, \(Timestamp.iso8601(showable.lowerBound)) to \(Timestamp.iso8601(showable.upperBound)) — write a time within them",
            at: word)
    }
    return date
}

/// A relevance score: any number.
func relevance(_ word: Word) throws(CommandError) -> Double {
    guard let value = Double(word.text), value.isFinite else {
        throw CommandError("'\(word.text)' is not a relevance score — write a number such as 50 or 100", at: word)
    }
    return value
}
