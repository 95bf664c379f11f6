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
