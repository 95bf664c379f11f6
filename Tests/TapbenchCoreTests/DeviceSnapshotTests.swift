import Foundation
import TapbenchCore
import TapbenchRouting
import TapbenchTestSupport
import Testing

/// What a device keeps while the app's process is terminated (`DeviceSnapshot`): a device resumed from its JSON holds
/// what the original holds, and goes on exactly as it does.
@Suite("Device snapshots")
struct DeviceSnapshotTests {
    @Test("a resumed device holds the same activities, timers and stubs, and advancing both gives the same events")
    func roundTrip() throws {
        let device = Device.sample()
        try device.startDelivery(staleAfter: .seconds(15 * 60), relevance: 50)
        try device.startDelivery(staleAfter: .seconds(40 * 60))
        device.advance(by: .seconds(5 * 60))
        let stub = try ServerStub(
            method: "POST", pattern: RoutePattern("https://api.delivery.example.com/orders/:id/cancel"),
            answer: .response(.with(status: 409, body: Data(#"{"error": "picked up"}"#.utf8))), times: 2)
        _ = device.server.add(stub)
        device.terminateApp()
        _ = device.takeEvents()

        let kept = try JSONEncoder().encode(device.snapshot)
        let resumed = Device(resuming: try JSONDecoder().decode(DeviceSnapshot.self, from: kept), app: device.catalog)

        #expect(resumed.activities == device.activities)
        #expect(resumed.island == device.island)
        #expect(resumed.now == device.now)
        #expect(resumed.nextTimer == device.nextTimer)
        #expect(resumed.server.stubs == device.server.stubs)
        #expect(resumed.appProcess == .notRunning)
        device.advance(by: .seconds(9 * 3600))
        resumed.advance(by: .seconds(9 * 3600))
        #expect(resumed.takeEvents() == device.takeEvents())
        #expect(try device.startDelivery().id == resumed.startDelivery().id, "ids go on from the same place")
    }
}
