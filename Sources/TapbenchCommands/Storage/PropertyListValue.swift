import Foundation
import TapbenchCore

/// Property-list values as `defaults` reads and writes them: JSON in, JSON out, with dates as ISO 8601 and data as
/// its size.
enum PropertyListValue {
    /// The value UserDefaults stores for `value`; nil for null, which it cannot store.
    static func object(of value: JSONValue) -> Any? {
        switch value {
        case .null: return nil
        case .bool(let flag): return flag
        case .string(let text): return text
        case .number(let number):
            if let integer = Int(number.description) { return integer }
            return number.doubleValue
        case .array(let elements):
            let objects = elements.map(object(of:))
            return objects.contains { $0 == nil } ? nil : objects.compactMap { $0 }
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members {
                guard let element = object(of: member.value) else { return nil }
                dictionary[member.key] = element
            }
            return dictionary
        }
    }

    /// `value` as one line: `["B-2040"]`, `true`, `"Counter 2"`, `2026-04-25T01:00:00Z`, `<12 bytes>`.
    static func text(of value: Any) -> String {
        switch unwrapped(value) {
        case let date as Date: return Timestamp.iso8601(date)
        case let data as Data: return "<\(data.count) bytes>"
        default: return json(of: value).jsonText
        }
    }

    /// Foundation on Linux hands back a domain's values as optionals inside `Any`.
    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? value
    }

    private static func json(of value: Any) -> JSONValue {
        switch unwrapped(value) {
        case let flag as Bool: return .bool(flag)
        case let integer as Int: return .number(JSONNumber(integer))
        case let number as Double: return .number(JSONNumber(number))
        case let text as String: return .string(text)
        case let date as Date: return .string(Timestamp.iso8601(date))
        case let data as Data: return .string("<\(data.count) bytes>")
        case let array as [Any]: return .array(array.map(json(of:)))
        case let dictionary as [String: Any]:
            return .object(JSONObject(dictionary.keys.sorted().map { ($0, json(of: dictionary[$0]!)) }))
        default: return .string(String(describing: value))
        }
    }
}
