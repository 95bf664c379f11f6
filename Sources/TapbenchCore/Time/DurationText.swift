import Foundation

/// Durations as QA type them: `500ms`, `90s`, `15m`, `2h`, `1h30m`, `1d`, `1.5s`.
public enum DurationText {
    static let units: [(suffix: String, milliseconds: Double)] = [
        ("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000),
    ]

    /// The duration, or nil when `text` is not one. A bare number is refused: the unit must be said.
    public static func parse(_ text: String) -> Duration? {
        var rest = Substring(text)
        var total = 0.0
        guard !rest.isEmpty else { return nil }
        while !rest.isEmpty {
            let number = rest.prefix { $0.isNumber || $0 == "." }
            guard !number.isEmpty, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            let suffix = rest.prefix { $0.isLetter }
            guard let unit = units.first(where: { $0.suffix == suffix.lowercased() }) else { return nil }
            rest = rest.dropFirst(suffix.count)
            total += value * unit.milliseconds
        }
        guard total.isFinite, total < 1e15 else { return nil }
        return .milliseconds(Int64(total.rounded()))
    }

    /// Compact text for a duration: `500ms`, `16m`, `1h30m`, `8h`, `1d2h`.
    public static func format(_ duration: Duration) -> String {
        var milliseconds = duration.milliseconds
        if milliseconds == 0 { return "0s" }
        var text = milliseconds < 0 ? "-" : ""
        milliseconds = abs(milliseconds)
        for (suffix, size) in [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000)] as [(String, Int64)] {
            if milliseconds >= size {
                text += "\(milliseconds / size)\(suffix)"
                milliseconds %= size
            }
        }
        if milliseconds > 0 { text += "\(milliseconds)ms" }
        return text
    }

    /// The suggestion shown after a malformed duration.
    public static let examples = "500ms, 90s, 15m, 2h or 1h30m"
}

extension Duration {
    /// Whole milliseconds, rounded toward zero.
    public var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// The duration in seconds as a `TimeInterval`.
    public var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension Date {
    /// The virtual time from this date to `other`, to the millisecond; held to what a `Duration` of
    /// milliseconds can count when the dates are further apart, as content dates can be.
    public func duration(to other: Date) -> Duration {
        let milliseconds = (other.timeIntervalSince(self) * 1000).rounded()
        return .milliseconds(Int64(exactly: milliseconds) ?? (milliseconds < 0 ? .min : .max))
    }
}
