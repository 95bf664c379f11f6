/// The presentations of a Live Activity (seeds 000 and 003).
public enum PresentationKind: String, Sendable, Hashable, CaseIterable {
    /// The Lock Screen, and the banner on devices without the Dynamic Island.
    case lock
    /// The Dynamic Island's expanded presentation: a long press, or an alerting update.
    case expanded
    /// Compact leading and trailing, around the camera, when one app's activity holds the island.
    case compact
    /// The circle shown when two apps' activities share the island, and in StandBy.
    case minimal
    /// StandBy: the minimal presentation at the top; a tap shows the Lock Screen presentation, scaled.
    case standby
    /// The Smart Stack on a paired Apple Watch: the `.small` family's view, or the compact presentation.
    /// Modelling choice: its controls do not run there, and a tap opens the app, as on the compact presentation.
    case small
    /// CarPlay's Home Screen: the same view as the Smart Stack, the `.small` family's or the compact presentation,
    /// whose buttons and toggles perform no action ("Creating custom views for Live Activities", "Displaying live
    /// data with Live Activities").
    case carPlay = "carplay"

    /// Whether buttons and toggles work here: the Lock Screen and expanded only (seed 003).
    public var allowsControls: Bool { self == .lock || self == .expanded || self == .standby }

    /// Whether `Link` works here: the expanded presentation only (seed 000).
    public var allowsLinks: Bool { self == .expanded }

    /// How people name it.
    public var title: String {
        switch self {
        case .lock: "Lock Screen"
        case .expanded: "expanded"
        case .compact: "compact"
        case .minimal: "minimal"
        case .standby: "StandBy"
        case .small: "Smart Stack"
        case .carPlay: "CarPlay"
        }
    }
}
