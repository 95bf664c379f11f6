/// The device's settings a presentation's views read through `@Environment`, as the WidgetKit facade
/// sets them around each evaluation: `PresentationEnvironment(device.settings)`.
public struct PresentationEnvironment: Sendable, Hashable {
    /// `set locale`: `en_US` until set.
    public var localeIdentifier = "en_US"
    /// `set time-zone`: `GMT` until set.
    public var timeZoneIdentifier = "GMT"
    /// True once a locale or a time zone is set: only then do `Text(_:style: .time)` and `.date` leave
    /// the REPL's clock for the region's format.
    public var datesFollowRegion = false
    /// `set always-on on`.
    public var isLuminanceReduced = false
    /// `set appearance dark`.
    public var isDark = false
    /// `set island-width limited`: the compact and minimal presentations get less width (iOS 27).
    public var islandLimitedInWidth = false

    public init() {}

    public init(_ settings: DeviceSettings) {
        localeIdentifier = settings.localeIdentifier ?? localeIdentifier
        timeZoneIdentifier = settings.timeZoneIdentifier ?? timeZoneIdentifier
        datesFollowRegion = settings.localeIdentifier != nil || settings.timeZoneIdentifier != nil
        isLuminanceReduced = settings.alwaysOn
        isDark = settings.darkAppearance
        islandLimitedInWidth = settings.islandLimitedInWidth
    }
}
