import ActivityKit

/// What a presentation is built from: the activity's attributes, its current state, and whether
/// that state is stale.
public struct ActivityViewContext<Attributes: ActivityAttributes>: Sendable {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    /// True once the stale date has passed without an update (seed 000).
    public let isStale: Bool
    public let activityID: String
}
