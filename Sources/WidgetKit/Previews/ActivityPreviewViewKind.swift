/// Which presentation of a Live Activity a preview shows.
public enum ActivityPreviewViewKind: Sendable, Hashable {
    /// The Lock Screen presentation, also the banner on devices without the Dynamic Island.
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island's presentations a preview can show.
    public enum DynamicIslandPreviewViewState: Sendable, Hashable {
        case compact
        case minimal
        case expanded
    }
}
