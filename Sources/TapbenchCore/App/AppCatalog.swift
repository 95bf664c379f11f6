/// What the app under test registered with the device: its bundle and its `ActivityAttributes` types.
public struct AppCatalog: Sendable {
    public var name: String
    public var bundleIdentifier: String
    public private(set) var activityTypes: [ActivityType]

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

    /// The type QA's word names, by its full or short name: `DeliveryAttributes` or `Delivery`.
    public func activityType(named word: String) -> ActivityType? {
        activityTypes.first { $0.isNamed(word) }
    }
}
