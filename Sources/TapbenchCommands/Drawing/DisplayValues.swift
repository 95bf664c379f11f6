import Foundation
import TapbenchCore

/// How timers, dates and progress read at the device's virtual time.
struct DisplayValues: Sendable {
    let now: Date
    let time: @Sendable (Date) -> String

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: counting down, the time left to the end
    /// (`12:00` for an order due in twelve minutes); counting up, the time since the start. Held within the
    /// interval; from `pauseTime` on, the time at the pause ("Text", `init(timerInterval:pauseTime:countsDown:showsHours:)`).
    /// Without hours, minutes go past 59 (`62:03`).
    func timer(_ interval: ClosedRange<Date>, countsDown: Bool, pauseTime: Date? = nil, showsHours: Bool = true) -> String {
        Self.clock(elapsed(interval, countsDown: countsDown, at: pauseTime.map { min($0, now) } ?? now), showsHours: showsHours)
    }

    /// `ProgressView(timerInterval:countsDown:)`: the part of the interval gone by, or, counting down, the
    /// part left ("ProgressView", `init(timerInterval:countsDown:label:currentValueLabel:)`); nil for an
    /// empty interval.
    func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double? {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        return Self.fraction(value: elapsed(interval, countsDown: countsDown, at: now), total: length)
    }

    /// What a timer over `interval` shows at `date`, in seconds, held within the interval.
    private func elapsed(_ interval: ClosedRange<Date>, countsDown: Bool, at date: Date) -> TimeInterval {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let shown = countsDown ? interval.upperBound.timeIntervalSince(date) : date.timeIntervalSince(interval.lowerBound)
        return min(max(shown, 0), length)
    }

    /// `Text(_:style:)`: `.time` through the REPL's clock (`01:15:00`), `.date` as the UTC day
    /// (`2026-04-25`), `.relative` as `12 minutes, 30 seconds`, `.timer` counting down to the date and then up
    /// from it, `.offset` as `+12 minutes` or `-3 minutes`.
    func date(_ date: Date, style: ViewNode.DateStyle) -> String {
        switch style {
        case .time: time(date)
        case .date: Self.day(date)
        case .relative: Self.relative(date.timeIntervalSince(now))
        case .offset: Self.offset(date.timeIntervalSince(now))
        case .timer: Self.clock(abs(date.timeIntervalSince(now)))
        }
    }

    /// `value / total` held to 0…1; nil when indeterminate, when `total` is not positive, or when the
    /// app's figures give no number (`.infinity / .infinity`).
    static func fraction(value: Double?, total: Double) -> Double? {
        guard let value, total > 0, !(value / total).isNaN else { return nil }
        return min(max(value / total, 0), 1)
    }

    /// `55%` for 0.55; `⟳` for an indeterminate progress.
    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return "⟳" }
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// Whole seconds, rounded down, as `m:ss` under an hour (`7:05`) and `h:mm:ss` from an hour (`1:02:03`);
    /// an interval too long to count in seconds, as content dates can give, as its raw seconds (`1e+300s`).
    /// With `showsHours` false, minutes count on past an hour (`62:03`).
    static func clock(_ interval: TimeInterval, showsHours: Bool = true) -> String {
        guard let seconds = Int(exactly: interval.rounded(.down)) else { return "\(interval)s" }
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if hours > 0 && showsHours { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
        return "\(seconds / 60):\(twoDigits(rest))"
    }

    /// The one largest unit, signed: `+2 hours` ahead, `-3 minutes` behind, as Apple's documentation of
    /// `Text.DateStyle.offset` shows it (`+2 hours`, `-3 months`); `0 seconds` within a second.
    static func offset(_ interval: TimeInterval) -> String {
        guard let units = units(interval) else { return interval > 0 ? "+\(interval)s" : "\(interval)s" }
        guard let largest = units.first else { return "0 seconds" }
        return (interval > 0 ? "+" : "-") + largest
    }

    /// The two largest units, unsigned: `2 hours, 23 minutes`, `42 seconds`, as Apple's documentation of
    /// `Text.DateStyle.relative` shows it (`2 hours, 23 minutes`, `1 year, 1 month`); `0 seconds` within a second.
    /// Modelling choice: the units stop at days, since months and years need the calendar of the dates between.
    static func relative(_ interval: TimeInterval) -> String {
        guard let units = units(interval) else { return "\(abs(interval))s" }
        return units.isEmpty ? "0 seconds" : units.prefix(2).joined(separator: ", ")
    }

    /// The whole days, hours, minutes and seconds in `interval`'s length that are not zero, largest first
    /// (`2 hours`, `5 minutes`); nil for a length too long to count in seconds.
    private static func units(_ interval: TimeInterval) -> [String]? {
        guard let seconds = Int(exactly: abs(interval).rounded(.down)) else { return nil }
        let counts = [(seconds / 86_400, "day"), (seconds / 3600 % 24, "hour"), (seconds / 60 % 60, "minute"), (seconds % 60, "second")]
        return counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
    }

    /// The UTC day, `2026-04-25`; a date beyond the years ISO 8601 writes as its raw seconds.
    private static func day(_ date: Date) -> String {
        let text = Timestamp.iso8601(date)
        return Timestamp.showable.contains(date) ? String(text.prefix(10)) : text
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
