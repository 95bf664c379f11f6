import TapbenchCore

/// An intent type's name and what it conforms to.
struct IntentTypeFacts: Sendable {
    let name: String
    let kind: IntentKind

    private static let cache = TypeFacts<IntentTypeFacts>()

    static func of<Intent: AppIntent>(_ type: Intent.Type) -> IntentTypeFacts {
        cache.facts(for: type) {
            IntentTypeFacts(
                name: TypeName.of(type),
                kind: IntentKind(
                    isLiveActivityIntent: type is any LiveActivityIntent.Type, isStarting: type is any LiveActivityStartingIntent.Type,
                    isSetValue: type is any SetValueIntent.Type))
        }
    }
}

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
