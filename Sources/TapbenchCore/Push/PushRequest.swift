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
    /// `apns-expiration` as sent: a Unix time in seconds, or 0; nil when the header is absent.
    public var expiration: String?
    /// `apns-collapse-id` as sent; nil when absent.
    public var collapseID: String?
    /// `apns-id` as sent, a canonical UUID; nil when absent (APNs then makes one).
    public var messageID: String?

    public init(
        payload: [UInt8], pushType: String = "liveactivity", topic: String? = nil, priority: Int = 10, target: Target = .automatic,
        expiration: String? = nil, collapseID: String? = nil, messageID: String? = nil
    ) {
        self.payload = payload
        self.pushType = pushType
        self.topic = topic
        self.priority = priority
        self.target = target
        self.expiration = expiration
        self.collapseID = collapseID
        self.messageID = messageID
    }

    /// The most APNs accepts for a liveactivity payload sent to a token, in bytes (seed 002; Apple's
    /// documentation, "Sending notification requests to APNs": 4 KB).
    public static let maximumSize = 4096
    /// The most APNs accepts for a broadcast payload, in bytes (Apple's documentation, "Sending broadcast push
    /// notification requests to APNs": 5 KB).
    public static let maximumBroadcastSize = 5120

    /// The most this request's payload may be: a broadcast's limit is larger.
    public var sizeLimit: Int {
        if case .channel = target { return Self.maximumBroadcastSize }
        return Self.maximumSize
    }
}
