/// What the Dynamic Island shows (seed 000, "Create the compact and minimal presentations").
public struct IslandState: Sendable, Hashable, Codable {
    public enum Presentation: String, Sendable, Hashable, Codable {
        /// Nothing: no ongoing activity, or a device without the Dynamic Island.
        case none
        /// One activity, leading and trailing around the camera.
        case compact
        /// Two activities from different apps: one attached, one detached.
        case minimal
    }

    public var presentation: Presentation
    /// The app's activity that holds the island (the attached one when minimal).
    public var holder: Int?
    /// Who shows detached beside it: another app's activity.
    public var detached: String?

    public init(presentation: Presentation, holder: Int?, detached: String? = nil) {
        self.presentation = presentation
        self.holder = holder
        self.detached = detached
    }

    public static let empty = IslandState(presentation: .none, holder: nil)
}
