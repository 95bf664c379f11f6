import Foundation
import TapbenchCore

/// Turns QA's `key=value` words into JSON for an activity's attributes or content state, guided by
/// the Swift type's schema: `orderNumber=7189` stays a string because the field is a `String`,
/// `arrivalTime=+3h` becomes a `Date`, and `eta=now...+10m` a `ClosedRange<Date>`.
struct FieldAssignments {
    let schema: Schema
    /// How errors name the type: `DeliveryAttributes.ContentState`.
    let owner: String
    let now: Date

    /// The field names at the top level.
    var fieldNames: [String] { schema.fields.map(\.name) }

    /// Whether `key` (possibly dotted) starts with one of this schema's fields.
    func knows(_ key: Word) -> Bool {
        fieldNames.contains(String(key.text.split(separator: ".").first ?? ""))
    }

    /// `document` with each assignment applied in order.
    func apply(_ assignments: [(key: Word, value: Word)], to document: JSONValue) throws(CommandError) -> JSONValue {
        var result = document
        var given: Set<String> = []
        for (key, value) in assignments {
            guard given.insert(key.text).inserted else { throw CommandError("field '\(key.text)' given twice — give it once", at: key) }
            let path = key.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let fieldSchema = schema.schema(at: path) else {
                throw unknownField(key, path: path)
            }
            result = try result.setting(read(value, as: fieldSchema), at: path, word: key)
        }
        return result
    }

    func unknownField(_ key: Word, path: [String]) -> CommandError {
        let parentPath = Array(path.dropLast())
        if let parent = schema.schema(at: parentPath), !parentPath.isEmpty, parent.fields.isEmpty {
            return CommandError(
                "'\(parentPath.joined(separator: "."))' of \(owner) is a \(parent.typeName), which has no field '\(path.last ?? "")' — write \(parentPath.joined(separator: "."))=VALUE",
                at: key)
        }
        let siblings = schema.schema(at: parentPath)?.fields.map(\.name) ?? fieldNames
        let name = path.last ?? key.text
        let suggestion = Suggestion.closest(to: name, among: siblings).map { " — did you mean '\($0)'?" } ?? ""
        return CommandError(
            "unknown field '\(key.text)' for \(owner)\(suggestion) (fields: \(siblings.joined(separator: ", ")))", at: key)
    }

    /// The JSON for one value word, as the field's type reads it.
    func read(_ word: Word, as schema: Schema) throws(CommandError) -> JSONValue {
        if word.isQuoted { return .string(word.text) }
        if word.text == "null" { return .null }
        switch schema {
        case .string, .url, .enumeration:
            return .string(word.text)
        case .date:
            return try date(word)
        case .tuple(let name, let elements) where elements.count == 2 && word.text.contains("..."):
            let bounds = word.text.components(separatedBy: "...")
            guard bounds.count == 2 else {
                throw CommandError("\(name) is written LOWER...UPPER, like now...+10m", at: word)
            }
            return .array(try zip(bounds, elements).map { (bound, element) throws(CommandError) -> JSONValue in
                try read(Word(raw: bound, text: bound, column: word.column), as: element)
            })
        default:
            return (try? JSONParser.parse(word.text)) ?? .string(word.text)
        }
    }

    private func date(_ word: Word) throws(CommandError) -> JSONValue {
        if let number = try? JSONParser.parse(word.text), case .number = number { return number }
        guard let date = WhenText.parse(word.text, now: now) else {
            throw CommandError("'\(word.text)' is not a time — write \(WhenText.examples)", at: word)
        }
        return .number(JSONNumber(date.timeIntervalSinceReferenceDate))
    }
}

extension JSONValue {
    /// A copy with `value` at `path`, creating objects on the way.
    func setting(_ value: JSONValue, at path: [String], word: Word) throws(CommandError) -> JSONValue {
        guard let first = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var object):
            object[first] = try (object[first] ?? .object(JSONObject())).setting(value, at: rest, word: word)
            return .object(object)
        case .array(var elements):
            guard let index = Int(first), elements.indices.contains(index) else {
                throw CommandError("'\(first)' is not an index of this \(elements.count)-element array", at: word)
            }
            elements[index] = try elements[index].setting(value, at: rest, word: word)
            return .array(elements)
        default:
            return try JSONValue.object(JSONObject()).setting(value, at: path, word: word)
        }
    }
}
