/// One thing the app told its server: a push token, and what it is for.
public struct ServerRecord: Sendable, Hashable {
    /// `activity token`, `ride token`, `push-to-start token`.
    public let kind: String
    public let token: String
    /// The `id` of the activity whose push token this is, or empty for a push-to-start token: `tokens`
    /// shows a record only when it matches a token the device issued to that activity.
    public let reference: String

    public init(kind: String, token: String, reference: String) {
        self.kind = kind
        self.token = token
        self.reference = reference
    }
}
