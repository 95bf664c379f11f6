import Foundation
import TapbenchCore

/// Values as people read them, guided by the field's schema: a `Date` as a time, a
/// `ClosedRange<Date>` as `01:00:00...01:10:00`, everything else as `JSONValue.displayText`.
struct ValueText {
    let renderer: EventRenderer

    func text(_ value: JSONValue, schema: Schema?) -> String {
        switch (schema, value) {
        case (.date?, .number(let number)):
            return renderer.time(Date(timeIntervalSinceReferenceDate: number.doubleValue))
        case (.tuple(_, let elements)?, .array(let values)) where elements.count == 2 && values.count == 2 && elements.allSatisfy({ $0 == .date }):
            return "\(text(values[0], schema: .date))...\(text(values[1], schema: .date))"
        default:
            return value.displayText
        }
    }

    /// `key=value` for each field of an object, in order.
    func fields(_ state: JSONValue, schema: Schema) -> [String] {
        guard case .object(let object) = state else { return [state.jsonText] }
        return object.members.map { member in
            "\(member.key)=\(text(member.value, schema: schema.schema(at: [member.key])))"
        }
    }
}
