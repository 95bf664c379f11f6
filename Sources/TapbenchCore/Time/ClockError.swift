import Foundation

/// A request to move the clock backwards, or past the latest time the bench can show.
public struct ClockError: Error, Sendable, CustomStringConvertible {
    public let now: Date
    public let requested: Date

    public var description: String {
        let latest = Timestamp.showable.upperBound
        guard requested <= latest else {
            return "the clock cannot pass \(Timestamp.iso8601(latest)), the latest time the bench can show — from \(Timestamp.iso8601(now)), advance at most \(DurationText.format(now.duration(to: latest)))"
        }
        return "the clock only moves forward: it is \(Timestamp.iso8601(now)), and \(Timestamp.iso8601(requested)) is earlier (try +15m)"
    }
}
