import Foundation

/// New content for an update or an end. A nil `state` keeps the current content state.
public struct ContentChange: Sendable {
    public var state: JSONValue?
    /// The new stale date; nil clears it, as `ActivityContent(state:staleDate: nil)` does.
    public var staleDate: Date?
    /// The new relevance; nil keeps the current one.
    public var relevanceScore: Double?
    public var alert: Alert?
    /// When the update was made; older than the last applied one means ignored. Nil means now.
    public var timestamp: Date?
    /// Where `state` comes from, which decides how it is checked.
    public var origin: ContentOrigin

    public init(
        state: JSONValue?, staleDate: Date? = nil, relevanceScore: Double? = nil, alert: Alert? = nil, timestamp: Date? = nil,
        origin: ContentOrigin = .json
    ) {
        self.origin = origin
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.alert = alert
        self.timestamp = timestamp
    }
}
