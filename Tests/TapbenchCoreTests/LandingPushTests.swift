import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchTestSupport
import Testing

/// A push that lands while time passes (`Device.push(_:landingAt:)`), as the app's server's push arrives while an
/// intent awaits: where time passes over its date, after the timers due at the same moment; and at once when asked,
/// for one whose date the clock did not reach.
@Suite("Pushes that land while time passes")
struct LandingPushTests {
    static func update(eta: Int) -> PushRequest {
        PushRequest(payload: Array(#"{"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":\#(eta),"driverLocation":"Main St","progress":0.5}}}"#.utf8))
    }

    @Test("passing time lands each push at its date, in date order, after a stale date due at the same moment")
    func landsOnTheWay() throws {
        let device = Device.sample()
        try device.startDelivery(staleAfter: .seconds(60), pushType: .token)
        _ = device.takeEvents()
        device.push(Self.update(eta: 300), landingAt: device.now.addingTimeInterval(90))
        device.push(Self.update(eta: 600), landingAt: device.now.addingTimeInterval(60))
        try device.pass(until: device.now.addingTimeInterval(120))
        expectEvents(device.takeEvents(), """
            01:01:00  #1 stale: its stale date 01:01:00 passed
            01:01:00  push update accepted → #1 (the newest activity's token, priority 10)
            01:01:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 600, driverLocation: Restaurant → "Main St", progress: 0.1 → 0.5, stale-date: 01:01:00 → (none) [push]
            01:01:00  #1 active again: the update cleared the stale date
            01:01:30  push update accepted → #1 (the newest activity's token, priority 10)
            01:01:30  #1 updated: etaSeconds: 600 → 300 [push]
            """)
    }

    @Test("a push whose date the clock did not reach lands when asked, and one landed already does not land again")
    func landsWhenAsked() throws {
        let device = Device.sample()
        try device.startDelivery(pushType: .token)
        device.push(Self.update(eta: 600), landingAt: device.now.addingTimeInterval(1))
        device.advance(by: .seconds(1))
        _ = device.takeEvents()
        device.push(Self.update(eta: 300), landingAt: device.now.addingTimeInterval(3600))
        device.landWaitingPushes()
        device.landWaitingPushes()
        expectEvents(device.takeEvents(), """
            01:00:01  push update accepted → #1 (the newest activity's token, priority 10)
            01:00:01  #1 updated: etaSeconds: 600 → 300 [push]
            """)
    }
}
