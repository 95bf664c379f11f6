import SwiftUI

/// How iOS renders a widget: in full colour, tinted with an accent, or vibrant on the Lock Screen. A structure, as
/// on iOS, so a `switch` over it needs a `default`.
public struct WidgetRenderingMode: Sendable, Hashable {
    private let name: String

    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

extension EnvironmentValues {
    /// The size a Live Activity is drawn at: `.medium`, an iPhone's Lock Screen and Dynamic Island.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// `.fullColor`, as a Live Activity is drawn.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the Live Activity fills the screen, as in StandBy: `false`, since the bench draws StandBy as the Lock
    /// Screen's view scaled (a modelling choice).
    public var isActivityFullscreen: Bool { false }

    /// Whether the system shows updates less often, to save power (iOS 18): `false`; the bench shows every update.
    public var isActivityUpdateReduced: Bool { false }

    /// Whether the background given by `containerBackground(_:for:)` shows: `true` on an iPhone.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
