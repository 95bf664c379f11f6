import Foundation
import TapbenchCore

/// The types a scripted intent's parameters may have: `orderID:String`, `minutes:Int`.
enum ScriptedParameterType: String, CaseIterable, Sendable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case date = "Date"
    case url = "URL"

    /// The value QA typed, as JSON for events, or nil when it is not one of this type.
    func value(_ text: String, now: Date) -> JSONValue? {
        switch self {
        case .string: return .string(text)
        case .int: return Int(text).map { .number(JSONNumber($0)) }
        case .double: return Double(text).flatMap { $0.isFinite ? .number(JSONNumber($0)) : nil }
        case .bool: return ["true": true, "false": false][text].map(JSONValue.bool)
        case .date: return WhenText.parse(text, now: now).map { .string(Timestamp.iso8601($0)) }
        case .url: return URL(string: text).flatMap { $0.scheme == nil ? nil : .string(text) }
        }
    }
}

extension ScriptedParameterType {
    /// The type whose values a field of `schema` takes: `String` for an enum's raw value, nil for objects,
    /// lists and ranges.
    init?(carrying schema: Schema) {
        switch schema {
        case .string, .enumeration: self = .string
        case .integer: self = .int
        case .floating: self = .double
        case .bool: self = .bool
        case .date: self = .date
        case .url: self = .url
        case .object, .list, .tuple, .opaque: return nil
        }
    }
}
