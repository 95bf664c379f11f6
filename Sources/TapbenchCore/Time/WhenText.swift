import Foundation

/// Points in virtual time as QA type them: `+15m` (from now), `-5m`, `now`, an ISO 8601 date such as
/// `2026-04-25T03:00:00Z`, or a time of day such as `03:00` (the next one, today or tomorrow, in UTC).
public enum WhenText {
    public static func parse(_ text: String, now: Date) -> Date? {
        if text == "now" { return now }
        if let sign = text.first, sign == "+" || sign == "-", let duration = DurationText.parse(String(text.dropFirst())) {
            let seconds = duration.timeInterval
            return now.addingTimeInterval(sign == "+" ? seconds : -seconds)
        }
        if let date = Timestamp.parse(text) { return date }
        return timeOfDay(text, after: now)
    }

    /// The next `03:00` from now: today's, or tomorrow's once today's has passed.
    private static func timeOfDay(_ text: String, after now: Date) -> Date? {
        guard let today = timeOfDay(text, on: now) else { return nil }
        return today < now ? today.addingTimeInterval(86_400) : today
    }

    /// A time of day such as `03:00` or `03:00:30` on the UTC day of `now`, or nil when `text` is not one.
    public static func timeOfDay(_ text: String, on now: Date) -> Date? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard second < 60 else { return nil }
        let dayStart = (now.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        return Date(timeIntervalSince1970: dayStart + Double(hour * 3600 + minute * 60 + second))
    }

    /// The suggestion shown after a malformed time.
    public static let examples = "+15m, 03:00 or 2026-04-25T03:00:00Z"
}
