import Foundation

extension Schema {
    /// A value of this shape for when the app gives none: `""`, `0`, `false`, `date` (as a default
    /// `JSONEncoder` writes it), `https://example.com`, an enum's first case, an empty list, and objects
    /// field by field, leaving out the optional fields that have none. Nil when a value the type needs
    /// has no placeholder: an opaque one, or an enum without cases.
    ///
    /// ```swift
    /// Schema.object(name: "Order", fields: [SchemaField(name: "number", schema: .string, isOptional: false)])
    ///     .placeholder(date: Device.defaultStart)  // {"number": ""}
    /// ```
    public func placeholder(date: Date) -> JSONValue? {
        switch self {
        case .string: return .string("")
        case .integer, .floating: return .number(JSONNumber(0))
        case .bool: return .bool(false)
        case .date: return .number(JSONNumber(date.timeIntervalSinceReferenceDate))
        case .url: return .string("https://example.com")
        case .enumeration(_, let cases): return cases.first
        case .list: return .array([])
        case .tuple(_, let elements):
            var values: [JSONValue] = []
            for element in elements {
                guard let value = element.placeholder(date: date) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .object(_, let fields):
            var members: [(key: String, value: JSONValue)] = []
            for field in fields {
                if let value = field.schema.placeholder(date: date) {
                    members.append((field.name, value))
                } else if !field.isOptional {
                    return nil
                }
            }
            return .object(JSONObject(members))
        case .opaque: return nil
        }
    }
}
