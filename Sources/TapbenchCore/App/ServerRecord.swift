/// One thing the app told its server: a push token, and what it is for.
public struct ServerRecord: Sendable, Hashable {
    /// `activity token`, `ride token`, `push-to-start token`.
    public let kind: String
    public let token: String
    /// The activity id, ride id or type the token belongs to.
    public let reference: String

    public init(kind: String, token: String, reference: String) {
        self.kind = kind
        self.token = token
        self.reference = reference
    }
}
