import Foundation
import TapbenchCore

/// How one parameter type reads from QA's text and shows as JSON.
struct ParameterCodec: Sendable {
    let typeName: String
    let cases: [String]
    let parse: @Sendable (String, Date) -> Any?
    let json: @Sendable (Any) -> JSONValue?

    /// The codec for a supported type, looking through `Optional`.
    static func codec(for type: Any.Type) -> ParameterCodec? {
        let base = (type as? any OptionalParameterValue.Type)?.wrappedType ?? type
        switch base {
        case is String.Type:
            return ParameterCodec(typeName: "String", cases: [], parse: { text, _ in text }, json: { ($0 as? String).map(JSONValue.string) })
        case is Int.Type:
            return ParameterCodec(typeName: "Int", cases: [], parse: { text, _ in Int(text) }, json: { ($0 as? Int).map { .number(JSONNumber($0)) } })
        case is Double.Type:
            return ParameterCodec(
                typeName: "Double", cases: [], parse: { text, _ in Double(text).flatMap { $0.isFinite ? $0 : nil } },
                json: { ($0 as? Double).map { .number(JSONNumber($0)) } })
        case is Bool.Type:
            return ParameterCodec(typeName: "Bool", cases: [], parse: { text, _ in bool(text) }, json: { ($0 as? Bool).map(JSONValue.bool) })
        case is Date.Type:
            return ParameterCodec(
                typeName: "Date", cases: [], parse: { text, now in WhenText.parse(text, now: now) },
                json: { ($0 as? Date).map { .string(Timestamp.iso8601($0)) } })
        case is URL.Type:
            return ParameterCodec(
                typeName: "URL", cases: [], parse: { text, _ in URL(string: text).flatMap { $0.scheme == nil ? nil : $0 } },
                json: { ($0 as? URL).map { .string($0.absoluteString) } })
        case let enumeration as any AppEnum.Type:
            return codec(forEnum: enumeration)
        default:
            return nil
        }
    }

    private static func codec<Enum: AppEnum>(forEnum type: Enum.Type) -> ParameterCodec {
        ParameterCodec(
            typeName: TypeName.of(type), cases: type.allCases.map(\.rawValue),
            parse: { text, _ in Enum(rawValue: text) }, json: { ($0 as? Enum).map { .string($0.rawValue) } })
    }

    private static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "on", "yes": true
        case "false", "off", "no": false
        default: nil
        }
    }
}
