/// One ActivityKit push as a server sends it to APNs: the payload bytes and the HTTP/2 headers.
public struct PushRequest: Sendable {
    /// Where the push goes.
    public enum Target: Sendable, Hashable {
        /// An activity's push token, or a type's push-to-start token.
        case token(String)
        /// A broadcast channel (iOS 18): every subscribed activity.
        case channel(String)
        /// The REPL's default: a start goes to its type's push-to-start token, anything else to the most
        /// recent activity that has a push token.
        case automatic
    }

    /// The payload exactly as sent: its size counts against the 4 KB limit.
    public var payload: [UInt8]
    /// `apns-push-type`.
    public var pushType: String
    /// `apns-topic`; nil means the app's `<bundle id>.push-type.liveactivity`.
    public var topic: String?
    /// `apns-priority`: 10 delivers now and draws on the budget, 5 is opportunistic.
    public var priority: Int
    public var target: Target

    public init(payload: [UInt8], pushType: String = "liveactivity", topic: String? = nil, priority: Int = 10, target: Target = .automatic) {
        self.payload = payload
        self.pushType = pushType
        self.topic = topic
        self.priority = priority
        self.target = target
    }

    /// The most APNs accepts for a liveactivity payload, in bytes (seed 002).
    public static let maximumSize = 4096
}
