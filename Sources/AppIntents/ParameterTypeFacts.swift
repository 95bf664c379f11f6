import TapbenchCore

/// How a parameter's value type reads and shows: its codec, and whether it is optional.
struct ParameterTypeFacts: Sendable {
    let codec: ParameterCodec?
    let isOptional: Bool

    private static let cache = TypeFacts<ParameterTypeFacts>()

    static func of(_ type: Any.Type) -> ParameterTypeFacts {
        cache.facts(for: type) {
            ParameterTypeFacts(codec: ParameterCodec.codec(for: type), isOptional: type is any OptionalParameterValue.Type)
        }
    }
}
