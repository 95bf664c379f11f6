import Routing

/// What the app under test registered with the device: its bundle, its `ActivityAttributes` types,
/// its intents and its deep-link routes.
public struct AppCatalog: Sendable {
    public var name: String
    public var bundleIdentifier: String
    public private(set) var activityTypes: [ActivityType]
    public private(set) var intents: [IntentDefinition] = []
    /// Deep-link routes, each to the screen it opens.
    public var routes = Router<String>()

    public init(name: String, bundleIdentifier: String, activityTypes: [ActivityType] = []) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.activityTypes = activityTypes
    }

    /// Registers a type; a second registration under the same name replaces the first.
    public mutating func register(_ type: ActivityType) {
        activityTypes.removeAll { $0.name == type.name }
        activityTypes.append(type)
    }

    /// Registers an intent; a second registration under the same name replaces the first.
    public mutating func register(intent: IntentDefinition) {
        intents.removeAll { $0.name == intent.name }
        intents.append(intent)
    }

    /// Removes an intent; returns whether there was one.
    @discardableResult
    public mutating func removeIntent(named name: String) -> Bool {
        let count = intents.count
        intents.removeAll { $0.name == name }
        return intents.count != count
    }

    /// The intent QA's word names, with or without its `Intent` suffix.
    public func intent(named word: String) -> IntentDefinition? {
        intents.first { $0.isNamed(word) }
    }

    /// The type QA's word names, by its full or short name: `DeliveryAttributes` or `Delivery`.
    public func activityType(named word: String) -> ActivityType? {
        activityTypes.first { $0.isNamed(word) }
    }
}
