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
    /// (`2026-04-25`), `.relative` as `in 12 min` or `3 min ago`, `.timer` counting down to the date and
    /// then up from it, `.offset` as `+12 min` or `-3 min` (a modelling choice: the units `.relative` uses).
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

    /// `+12 min` ahead, `-3 min` behind, `now` within a second: `relative`'s units, signed.
    static func offset(_ interval: TimeInterval) -> String {
        let text = relative(interval)
        if text.hasPrefix("in ") { return "+" + text.dropFirst(3) }
        if text.hasSuffix(" ago") { return "-" + text.dropLast(4) }
        return text
    }

    /// The largest whole unit (`42 sec`, `12 min`, `2 hr 5 min`, `3 days`), `in …` ahead and `… ago` behind.
    static func relative(_ interval: TimeInterval) -> String {
        guard let seconds = Int(exactly: abs(interval).rounded(.down)) else { return interval > 0 ? "in \(interval)s" : "\(-interval)s ago" }
        guard seconds > 0 else { return "now" }
        let amount =
            switch seconds {
            case ..<60: "\(seconds) sec"
            case ..<3600: "\(seconds / 60) min"
            case ..<86_400: seconds / 60 % 60 == 0 ? "\(seconds / 3600) hr" : "\(seconds / 3600) hr \(seconds / 60 % 60) min"
            default: seconds < 172_800 ? "1 day" : "\(seconds / 86_400) days"
            }
        return interval > 0 ? "in \(amount)" : "\(amount) ago"
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
