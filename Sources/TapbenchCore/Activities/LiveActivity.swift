import Foundation

/// One Live Activity as the device holds it: attributes and content as JSON, and where it is in its life.
public struct LiveActivity: Sendable, Hashable, Codable {
    /// The REPL's number for it: 1, 2, 3… in start order.
    public let number: Int
    /// ActivityKit's `id`: a UUID, deterministic for a given run.
    public let id: String
    /// The registered type's name: `DeliveryAttributes`.
    public let typeName: String
    public let attributes: JSONValue
    public internal(set) var content: Content
    public internal(set) var state: LifecycleState
    public let pushType: PushType?
    public internal(set) var pushToken: String?
    public let style: ActivityStyle
    public let requestedAt: Date
    /// When it became (or becomes, while pending) active; the eight-hour limit counts from here.
    public internal(set) var activeFrom: Date
    public internal(set) var endedAt: Date?
    /// When an ended activity leaves the Lock Screen.
    public internal(set) var dismissalDate: Date?
    /// The newest update's timestamp; pushes with an older one are ignored.
    public internal(set) var lastUpdate: Date
    /// The newest alert configuration, if any update carried one.
    public internal(set) var lastAlert: Alert?
    /// While pending, the alert its scheduled start shows when it starts.
    public internal(set) var startAlert: Alert?

    /// The dynamic part: the content state as JSON plus its stale date and relevance.
    public struct Content: Sendable, Hashable, Codable {
        public var state: JSONValue
        public var staleDate: Date?
        public var relevanceScore: Double

        public init(state: JSONValue, staleDate: Date? = nil, relevanceScore: Double = 0) {
            self.state = state
            self.staleDate = staleDate
            self.relevanceScore = relevanceScore
        }
    }

    /// `true` once the stale date has passed: what `context.isStale` reports.
    public var isStale: Bool { state == .stale }
}
