/// What the Dynamic Island shows (seed 000, "Create the compact and minimal presentations").
public struct IslandState: Sendable, Hashable, Codable {
    public enum Presentation: String, Sendable, Hashable, Codable {
        /// Nothing: no ongoing activity, or a device without the Dynamic Island.
        case none
        /// One activity, leading and trailing around the camera.
        case compact
        /// Two activities, one attached and one detached: from different apps, or, with
        /// `ownActivitiesShareIsland`, two of the app's own.
        case minimal
        /// A transient activity while the person is in the app: its expanded presentation (Apple's documentation,
        /// `request(attributes:content:pushType:style:)`).
        case expanded
    }

    public var presentation: Presentation
    /// The app's activity that holds the island (the attached one when minimal).
    public var holder: Int?
    /// Who shows detached beside it: another app's activity, or the app's own (`#2`).
    public var detached: String?
    /// The app's own activity detached beside the holder, when it is one.
    public var detachedActivity: Int?

    public init(presentation: Presentation, holder: Int?, detached: String? = nil, detachedActivity: Int? = nil) {
        self.presentation = presentation
        self.holder = holder
        self.detached = detached ?? detachedActivity.map { "#\($0)" }
        self.detachedActivity = detachedActivity
    }

    public static let empty = IslandState(presentation: .none, holder: nil)
}
