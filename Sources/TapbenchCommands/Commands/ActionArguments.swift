import TapbenchCore

/// Reads `name=value` words as an app action's typed arguments, in its parameters' order.
enum ActionArguments {
    static func values(
        for action: AppAction, named name: String, from assignments: [(key: Word, value: Word)], at nameWord: Word
    ) throws(CommandError) -> JSONObject {
        var given: [String: (key: Word, value: Word)] = [:]
        for assignment in assignments {
            guard let parameter = action.parameters.first(where: { $0.name == assignment.key.text }) else {
                let names = action.parameters.map(\.name)
                let suggestion = Suggestion.closest(to: assignment.key.text, among: names).map { "did you mean '\($0)'? " } ?? ""
                let takes = names.isEmpty ? "it takes none" : "it takes \(names.joined(separator: ", "))"
                throw CommandError("'\(name)' has no parameter '\(assignment.key.text)' — \(suggestion)\(takes)", at: assignment.key)
            }
            guard given[parameter.name] == nil else {
                throw CommandError("parameter '\(parameter.name)' given twice — give it once", at: assignment.key)
            }
            given[parameter.name] = assignment
        }
        var values: [(key: String, value: JSONValue)] = []
        for parameter in action.parameters {
            guard let assignment = given[parameter.name] else {
                throw CommandError("'\(name)' needs \(parameter.name)=VALUE, \(article(parameter.kind)) such as \(parameter.name)=\(parameter.example)", at: nameWord)
            }
            guard let value = parameter.value(of: assignment.value.text) else {
                throw CommandError(
                    "'\(assignment.value.text)' is not \(article(parameter.kind)) — \(parameter.name) takes one, such as \(parameter.name)=\(parameter.example)",
                    at: assignment.value)
            }
            values.append((parameter.name, value))
        }
        return JSONObject(values)
    }

    private static func article(_ kind: AppAction.Parameter.Kind) -> String {
        switch kind {
        case .string: "a string"
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        }
    }
}
