/// What an intent conforms to, which decides where and how it may run.
public struct IntentKind: Sendable, Hashable {
    /// A `LiveActivityIntent`: it runs in the app's process, so a Live Activity's button can use it.
    public var isLiveActivityIntent: Bool
    /// A `LiveActivityStartingIntent`: it may start an activity while the app is in the background.
    public var isStarting: Bool
    /// A `SetValueIntent`: a toggle sets its `value` before it runs.
    public var isSetValue: Bool

    public init(isLiveActivityIntent: Bool = false, isStarting: Bool = false, isSetValue: Bool = false) {
        self.isLiveActivityIntent = isLiveActivityIntent || isStarting
        self.isStarting = isStarting
        self.isSetValue = isSetValue
    }

    public static let plain = IntentKind()
    public static let liveActivity = IntentKind(isLiveActivityIntent: true)
    public static let starting = IntentKind(isStarting: true)

    /// The protocols, as `intents` lists them: `LiveActivityIntent, SetValueIntent`.
    public var description: String {
        var names: [String] = []
        if isStarting {
            names.append("LiveActivityStartingIntent")
        } else if isLiveActivityIntent {
            names.append("LiveActivityIntent")
        }
        if isSetValue { names.append("SetValueIntent") }
        return names.isEmpty ? "AppIntent" : names.joined(separator: ", ")
    }
}
