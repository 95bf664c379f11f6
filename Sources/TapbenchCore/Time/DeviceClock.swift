import Foundation

/// The simulated device's clock, for app code. Sleeping on it passes virtual time at once, so an
/// intent can simulate a slow backend without the bench waiting:
///
/// ```swift
/// try await DeviceClock().sleep(for: .milliseconds(120))   // the restaurant's API answers
/// ```
///
/// `DeviceClock.now` is the device's time as a `Date`: app code reads it where iOS code reads `Date()`,
/// so that runs are deterministic.
public struct DeviceClock: Clock {
    public struct Instant: InstantProtocol {
        /// Time since 1970-01-01, to the millisecond.
        let sinceEpoch: Duration

        init(_ date: Date) {
            sinceEpoch = .milliseconds(Int64((date.timeIntervalSince1970 * 1000).rounded()))
        }

        init(sinceEpoch: Duration) { self.sinceEpoch = sinceEpoch }

        public var date: Date { Date(timeIntervalSince1970: sinceEpoch.timeInterval) }
        public func advanced(by duration: Duration) -> Instant { Instant(sinceEpoch: sinceEpoch + duration) }
        public func duration(to other: Instant) -> Duration { other.sinceEpoch - sinceEpoch }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.sinceEpoch < rhs.sinceEpoch }
    }

    public init() {}

    public var now: Instant { Instant(Device.current.now) }
    public var minimumResolution: Duration { .milliseconds(1) }

    /// The device's time as a `Date`.
    public static var now: Date { Device.current.now }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        try await Device.current.wait(until: deadline.date)
        await Task.yield()
        try Task.checkCancellation()
    }
}
