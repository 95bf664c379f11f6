import Foundation
import TapbenchCore

extension EnvironmentValues {
    /// The environment a presentation is evaluated in on the bench's device: its appearance, always-on
    /// display, locale and time zone. `EnvironmentValues(presentation: input.environment)`.
    public init(presentation: PresentationEnvironment) {
        self.init()
        colorScheme = presentation.isDark ? .dark : .light
        isLuminanceReduced = presentation.isLuminanceReduced
        locale = Locale(identifier: presentation.localeIdentifier)
        timeZone = TimeZone(identifier: presentation.timeZoneIdentifier) ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        datesFollowRegion = presentation.datesFollowRegion
    }

    /// Evaluates `body` with `values` as what `@Environment` reads: how WidgetKit evaluates each presentation.
    public static func _evaluating<T>(in values: EnvironmentValues, _ body: () throws -> T) rethrows -> T {
        try $current.withValue(values, operation: body)
    }

    /// Whether `Text(_:style: .time)` and `.date` are written in the region's format rather than the REPL's clock.
    var datesFollowRegion: Bool {
        get { self[DatesFollowRegionKey.self] }
        set { self[DatesFollowRegionKey.self] = newValue }
    }

    /// A date format in this environment's locale, calendar and time zone.
    func dateStyle(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
    }
}

private struct DatesFollowRegionKey: EnvironmentKey { static let defaultValue = false }
