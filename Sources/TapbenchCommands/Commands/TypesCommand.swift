import TapbenchCore

/// `types`: the app's `ActivityAttributes` types, their fields and the cases of their enums.
enum TypesCommand: Command {
    static let name = "types"
    static let group = CommandGroup.app
    static let usage = "types"
    static let summary = "the app's ActivityAttributes types, with their fields"
    static func examples(_ words: ExampleWords) -> [String] {
        let other = words.otherActivity
        return ["types", ExampleWords.line("start", other.name, other.attribute, other.stateOption(.partway))]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        var lines: [String] = []
        for type in session.device.catalog.activityTypes {
            lines.append("\(type.name) (\(type.shortName))")
            lines.append("  attributes: \(fields(type.attributesSchema))")
            lines.append("  state:      \(fields(type.stateSchema))")
        }
        return CommandResult(lines: lines)
    }

    static func fields(_ schema: Schema) -> String {
        schema.fields.map { field in
            let optional = field.isOptional ? "?" : ""
            if case .enumeration(let name, let cases) = field.schema {
                return "\(field.name): \(name)\(optional) (\(cases.map(\.displayText).joined(separator: "|")))"
            }
            return "\(field.name): \(field.schema.typeName)\(optional)"
        }.joined(separator: ", ")
    }
}
