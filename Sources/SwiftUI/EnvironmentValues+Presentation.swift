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

    /// What `@Environment` reads now, for WidgetKit to evaluate a part of a presentation with a value changed.
    public static var _evaluatingNow: EnvironmentValues { current }

    /// Evaluates `body` with `values` as what `@Environment` reads: how WidgetKit evaluates each presentation.
    public static func _evaluating<T>(in values: EnvironmentValues, _ body: () throws -> T) rethrows -> T {
        try $current.withValue(values, operation: body)
    }

    /// Whether `Text(_:style: .time)` and `.date` are written in the region's format rather than the REPL's clock.
    var datesFollowRegion: Bool {
        get { self[DatesFollowRegionKey.self] }
        set { self[DatesFollowRegionKey.self] = newValue }
    }

    /// `date` in one of the locale's own date and time styles, in this environment's calendar and time zone, as
    /// `Text(_:style:)` writes it. The locale's patterns come from `DateFormatter`: on Linux, `Date.FormatStyle`'s
    /// `.shortened` time drops the leading zero that `de_DE`'s `HH:mm` keeps (`5:25`, where iOS shows `05:25`).
    func formatted(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }
}

private struct DatesFollowRegionKey: EnvironmentKey { static let defaultValue = false }
