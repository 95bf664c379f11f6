/// Turns a `DecodingError` into a one-line `ContentProblem` that names the key, what the type
/// expects there and what the document holds instead.
struct DecodingErrorReader {
    let input: JSONValue
    let schema: Schema

    func problem(for error: DecodingError) -> ContentProblem {
        switch error {
        case .keyNotFound(let key, let context):
            let parent = names(context.codingPath)
            let path = parent + [key.stringValue]
            let expected = schema.schema(at: path).map { " (\($0.expectation))" } ?? ""
            return ContentProblem(.missingKey, path: path, message: "missing key '\(key.stringValue)'\(expected)\(renameHint(missing: key.stringValue, in: parent))")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = names(context.codingPath)
            let value = input.value(at: path)
            let found = value?.kindDescription ?? "nothing"
            let expected = schema.schema(at: path)?.expectation ?? "another type"
            var hint = ""
            if case .tuple(let name, _)? = schema.schema(at: path), name.contains("Range<"), value?["lowerBound"] != nil {
                hint = " — \(name) encodes as [lowerBound, upperBound], not as an object with those keys"
            }
            return ContentProblem(.typeMismatch, path: path, message: "expected \(expected), found \(found)\(hint)")
        case .dataCorrupted(let context):
            let path = names(context.codingPath)
            switch (schema.schema(at: path), input.value(at: path)) {
            case (.enumeration(let name, let cases)?, let found?):
                let words = cases.map(\.displayText)
                let hint = Suggestion.closest(to: found.displayText, among: words).map { " — did you mean '\($0)'?" } ?? ""
                return ContentProblem(
                    .invalidValue, path: path,
                    message: "\(found.jsonText) is not a \(name): expected one of \(words.joined(separator: ", "))\(hint)")
            case (.tuple(let name, let bounds)?, .array(let found)?) where name.contains("Range<") && bounds.count == 2 && found.count == 2:
                // Foundation's own text shows far dates as "<description unavailable>".
                return ContentProblem(
                    .invalidValue, path: path,
                    message: "\(name) needs its lowerBound at most its upperBound, found \(JSONValue.array(found).jsonText) — put the smaller bound first")
            case (let expected?, .number(let number)?):
                if let message = Self.unrepresentable(number, as: expected) {
                    return ContentProblem(.typeMismatch, path: path, message: message)
                }
            default:
                break
            }
            return ContentProblem(.invalidValue, path: path, message: context.debugDescription)
        @unknown default:
            return ContentProblem(.invalidValue, path: [], message: ErrorText.describe(error))
        }
    }

    /// Why a JSON number does not fit the Swift number type that reads it: `1.5` for an `Int`,
    /// `99999999999999999999` for an `Int`, `1e400` for a `Double`.
    static func unrepresentable(_ number: JSONNumber, as schema: Schema) -> String? {
        let value = Double(number.text) ?? .nan
        switch schema {
        case .integer(let name):
            if value.isFinite, value.rounded() != value { return "expected an integer, found \(number.text)" }
            return "expected an integer that fits in \(name), found \(number.text)"
        case .floating(let name):
            return "expected a number that fits in \(name), found \(number.text)"
        case .date:
            return "expected a number that fits in a Double (a Date: seconds since 2001-01-01), found \(number.text)"
        default:
            return nil
        }
    }

    /// When a key is missing and the document has a key the type never reads, the key was
    /// probably renamed: say so.
    private func renameHint(missing: String, in parent: [String]) -> String {
        guard case .object(let object)? = input.value(at: parent) else { return "" }
        let known = Set(schema.schema(at: parent)?.fields.map(\.name) ?? [])
        let strangers = object.keys.filter { !known.contains($0) }
        guard let guess = Suggestion.closest(to: missing, among: strangers, maximumDistance: max(3, missing.count / 2)) else {
            return strangers.isEmpty ? "" : " — the document has '\(strangers[0])', which the type does not read"
        }
        return " — the document has '\(guess)', which the type does not read; rename it to '\(missing)'"
    }

    private func names(_ codingPath: [any CodingKey]) -> [String] {
        codingPath.map { key in key.intValue.map(String.init) ?? key.stringValue }
    }
}
