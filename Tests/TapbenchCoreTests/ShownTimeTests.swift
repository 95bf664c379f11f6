import Foundation
import Synchronization
import TapbenchCore
import TapbenchTestSupport
import Testing

/// A worker shows app code the device's time as `Date()` (DESIGN D5: the device clock is virtual), so
/// the device tells it each time its clock moves.
@Suite("Device time shown to app code")
struct ShownTimeTests {
    @Test("the device reports its start and where its clock comes to rest after each move, by advance or by a sleep in app code")
    func reportsEachMove() async throws {
        let shown = Mutex<[TimeInterval]>([])
        let start = Device.defaultStart
        let device = Device(
            app: Device.sample().catalog, start: start,
            showTime: { date in shown.withLock { $0.append(date.timeIntervalSince(start)) } })
        _ = try device.startDelivery()
        device.advance(by: .minutes(16))
        try await device.asCurrent { try await DeviceClock().sleep(for: .seconds(30)) }
        let expected: [TimeInterval] = [0, 960, 990]
        #expect(shown.withLock { $0 } == expected)
    }
}
