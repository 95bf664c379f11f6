import Foundation

/// Decodes JSON through a registered Swift type with a default `JSONDecoder`, as iOS does, and
/// encodes values back into JSON whose keys follow the type's declaration order.
struct ContentCodec<Value: Codable>: Sendable {
    let schema: Schema

    /// The value `json` decodes to, or the first problem the decoder met.
    func decode(_ json: JSONValue) throws(ContentProblem) -> Value {
        do {
            return try JSONCoding.decode(Value.self, from: json)
        } catch let error as DecodingError {
            throw DecodingErrorReader(input: json, schema: schema).problem(for: error)
        } catch {
            throw ContentProblem(.invalidValue, path: [], message: ErrorText.describe(error))
        }
    }

    /// `value` as JSON with its keys in declaration order.
    func encode(_ value: Value) -> JSONValue {
        guard let json = try? JSONCoding.encode(value) else { return .null }
        return json.ordered(by: schema)
    }

    /// The schema's placeholder as the type stores it, when it decodes; else an empty object.
    func placeholder(date: Date) -> JSONValue {
        guard let placeholder = schema.placeholder(date: date), let stored = try? canonical(placeholder, origin: .json) else {
            return .object(JSONObject())
        }
        return stored
    }

    /// What iOS would store for `json` from `origin`: decoded, then encoded again, unless it was encoded
    /// from a value of the type, when it is kept after a decode shows it reads back.
    func canonical(_ json: JSONValue, origin: ContentOrigin) throws(ContentProblem) -> JSONValue {
        switch origin {
        case .json: return encode(try decode(json))
        case .encodedValue:
            _ = try decode(json)
            return json.ordered(by: schema)
        case .canonical: return json
        }
    }
}

extension JSONValue {
    /// The same value with object keys in the order the schema declares them; keys the schema
    /// does not know keep their order after the known ones.
    func ordered(by schema: Schema) -> JSONValue {
        switch (self, schema) {
        case (.object(let object), .object(_, let fields)):
            var members: [(key: String, value: JSONValue)] = []
            for field in fields {
                if let value = object[field.name] { members.append((field.name, value.ordered(by: field.schema))) }
            }
            let known = Set(fields.map(\.name))
            members += object.members.filter { !known.contains($0.key) }
            return .object(JSONObject(members))
        case (.array(let elements), .list(_, let element)):
            return .array(elements.map { $0.ordered(by: element) })
        case (.array(let elements), .tuple(_, let schemas)):
            return .array(elements.enumerated().map { $1.ordered(by: $0 < schemas.count ? schemas[$0] : .opaque(name: "?")) })
        default:
            return self
        }
    }

    /// The value at a key path of object keys and array indices.
    public func value(at path: [String]) -> JSONValue? {
        var current = self
        for key in path {
            switch current {
            case .object(let object):
                guard let next = object[key] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Key paths present here but absent from `other`: what a decoder read past without a word.
    public func keyPaths(missingFrom other: JSONValue, prefix: [String] = []) -> [[String]] {
        switch (self, other) {
        case (.object(let mine), .object(let theirs)):
            return mine.members.flatMap { member -> [[String]] in
                guard let counterpart = theirs[member.key] else { return [prefix + [member.key]] }
                return member.value.keyPaths(missingFrom: counterpart, prefix: prefix + [member.key])
            }
        case (.array(let mine), .array(let theirs)):
            return zip(mine, theirs).enumerated().flatMap { offset, pair in
                pair.0.keyPaths(missingFrom: pair.1, prefix: prefix + [String(offset)])
            }
        default:
            return []
        }
    }
}
