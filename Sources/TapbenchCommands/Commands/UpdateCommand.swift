import Foundation
import TapbenchCore

/// `update ID [k=v ...]`: new content for an activity, as `activity.update(_:alertConfiguration:)` sends it.
enum UpdateCommand: Command {
    static let name = "update"
    static let group = CommandGroup.activities
    static let usage = "update ID [k=v ...] [--stale WHEN|none] [--relevance N] [--alert TITLE [BODY]] [--sound NAME]"
    static let summary = "change an activity's content state, stale date or relevance"
    static let details = """
        Fields left out keep their values, and so do the stale date and the relevance unless given.
        Static attributes cannot change after the start.
        """
    static let options = [
        OptionSpec("--stale", ["WHEN|none"], help: "the new stale date; none clears it"),
        OptionSpec("--relevance", ["N"], help: "the new relevance score"),
        OptionSpec("--alert", ["TITLE", "[BODY]"], help: "send an alert configuration with the update"),
        OptionSpec("--sound", ["NAME"], help: "the alert's sound (default, or a file name)"),
    ]
    static func examples(_ words: ExampleWords) -> [String] {
        [
            ExampleWords.line("update 1", words.activity.assignments(.partway)),
            ExampleWords.line("update 1", words.activity.assignments(.nearlyDone), #"--relevance 100 --alert "Almost there" "2 minutes away""#),
        ]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let device = session.device
        let idWord = try arguments.positional(0, "ID", usage: usage)
        try arguments.expectPositionals(atMost: 1, usage: usage)
        let activity = try ActivityReference(idWord).resolve(on: device)
        let change = try ContentArguments.change(arguments, for: activity, on: device)
        do {
            try device.update(activity.number, with: change)
        } catch {
            throw CommandError(error.message, at: arguments.assignments.first?.key ?? idWord)
        }
        return .none
    }
}

/// The content options that `update` and `end` share.
enum ContentArguments {
    /// New content from `k=v` assignments over the activity's current state, plus the options.
    static func change(_ arguments: Arguments, for activity: LiveActivity, on device: Device) throws(CommandError) -> ContentChange {
        guard let type = device.catalog.activityType(named: activity.typeName) else {
            throw CommandError("activity #\(activity.number) has the unregistered type \(activity.typeName)")
        }
        let stateFields = FieldAssignments(schema: type.stateSchema, owner: "\(type.name).ContentState", now: device.now)
        let attributeNames = type.attributesSchema.fields.map(\.name)
        for assignment in arguments.assignments where !stateFields.knows(assignment.key) {
            if attributeNames.contains(assignment.key.text) {
                throw CommandError(
                    "'\(assignment.key.text)' is a static attribute of \(type.name); it is set at the start and cannot change",
                    at: assignment.key)
            }
            throw stateFields.unknownField(assignment.key, path: [assignment.key.text])
        }
        let state = try stateFields.apply(arguments.assignments.map { ($0.key, $0.value) }, to: activity.content.state)
        var staleDate = activity.content.staleDate
        if let word = arguments.value("--stale") {
            staleDate = word.text == "none" ? nil : try when(word, now: device.now)
        }
        return ContentChange(
            state: state, staleDate: staleDate, relevanceScore: try arguments.value("--relevance").map(relevance),
            alert: try arguments.alert())
    }

}
