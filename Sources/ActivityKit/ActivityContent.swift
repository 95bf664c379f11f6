/// A content state with its stale date and relevance, as passed to `request`, `update` and `end`.
public struct ActivityContent<State: Codable & Hashable & Sendable>: Hashable, Sendable {
    public var state: State
    /// When the system marks the content as outdated (`activityState` becomes `.stale`).
    public var staleDate: Date?
    /// Which of the app's activities holds the Dynamic Island and the top Lock Screen slot.
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}
