import SwiftUI

/// How iOS renders a widget: in full colour, tinted with an accent, or vibrant on the Lock Screen.
public enum WidgetRenderingMode: Sendable, Hashable { case fullColor, accented, vibrant }

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

    /// Whether the background given by `containerBackground(_:for:)` shows: `true` on an iPhone.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
