import TapbenchCore
import TapbenchTestSupport
import Testing

/// `Device.settle(timeout:)`: commands begin and end by waiting for the app's tasks to finish with what the
/// device gave them, up to a timeout of the device's wall clock, here a test clock.
@Suite("Settling")
struct SettleTests {
    let clock = TestWallClock()
    let device: Device

    init() {
        device = Device.sample(wallClock: clock)
    }

    @Test("settle gives up on a task that never asks for its next value once the 10 s timeout has passed, and not before")
    func timeout() async {
        // Delivers `true` at once, to a task of the app that never reads it.
        let enablement = device.updates.enablement()
        let passing = Task { [clock] in
            await clock.waitForAlarm(after: .seconds(10))
            clock.advance(by: .milliseconds(9999))
            #expect(clock.pendingAlarms == [.milliseconds(1)])
            clock.advance(by: .milliseconds(1))
        }
        await device.settle()
        await passing.value
        withExtendedLifetime(enablement) {}
        #expect(clock.now == .seconds(10))
        #expect(clock.pendingAlarms == [])
    }

    @Test("settle(timeout: 2s) gives up after 2 s")
    func shorterTimeout() async {
        let enablement = device.updates.enablement()
        let passing = Task { [clock] in
            await clock.waitForAlarm(after: .seconds(2))
            clock.advance(by: .seconds(2))
        }
        await device.settle(timeout: .seconds(2))
        await passing.value
        withExtendedLifetime(enablement) {}
        #expect(clock.now == .seconds(2))
    }

    @Test("a task that asks for its next value ends the wait at once, with no wall time passed, and the timeout is cancelled")
    func acknowledged() async {
        let enablement = device.updates.enablement()
        let settling = Task { [device] in await device.settle() }
        await clock.waitForAlarm(after: .seconds(10))
        let app = Task {
            for await _ in enablement {}
        }
        await settling.value
        #expect(clock.now == .zero)
        #expect(clock.pendingAlarms == [])
        device.shutDown()
        await app.value
    }
}
