import Foundation
import TapbenchCore

extension Text {
    /// A value written by a format style in the device's locale (and, for dates, its time zone), never
    /// the machine's: `Text(context.state.total, format: .currency(code: "EUR"))`,
    /// `Text(context.state.arrival, format: .dateTime.hour().minute())` ("Text", `init(_:format:)`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let environment = EnvironmentValues.current
        if var style = format as? Date.FormatStyle, let date = input as? Date {
            style.timeZone = environment.timeZone
            style.calendar = environment.calendar
            node = .text(style.locale(environment.locale).format(date))
        } else {
            node = .text(format.locale(environment.locale).format(input))
        }
    }

    /// The range between two dates in the device's locale and time zone, its shared day written once:
    /// `Text(context.state.window)` reads `1:15 – 1:45 AM` ("Text", `init(_:)` with a `ClosedRange<Date>`).
    public init(_ dates: ClosedRange<Date>) {
        let environment = EnvironmentValues.current
        let style = Date.IntervalFormatStyle(
            date: .abbreviated, time: .shortened, locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
        node = .text(style.format(dates.lowerBound..<dates.upperBound))
    }
}
