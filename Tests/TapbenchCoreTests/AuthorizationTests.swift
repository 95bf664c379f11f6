import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN §3, authorization: Live Activities switched off, and starts from the background.
@Suite("Authorization")
struct AuthorizationTests {
    let device = Device.sample()

    @Test("Live Activities switched off → denied [001]")
    func switchedOffIsDenied() throws {
        device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
        #expect(throws: DeviceError.self) { try device.startDelivery() }
        let events = device.takeEvents()
        #expect(events.names == ["setting.changed", "activity.rejected"])
        guard case .activityRejected(let type, let error, .app) = events[1].kind else {
            Issue.record("expected a rejection")
            return
        }
        #expect(type == "DeliveryAttributes")
        #expect(error.code == .denied)
        #expect(device.activities.isEmpty)
    }

    @Test("switching Live Activities off takes the app's activities off every screen [000]")
    func switchingOffRemovesActivities() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
        #expect(device.takeEvents().names == ["setting.changed", "activity.ended", "activity.dismissed", "island.changed"])
        #expect(device.activity(1)?.state == .dismissed)
    }

    @Test("a start from the background → visibility, unless the caller may start in the background [000]")
    func backgroundStartNeedsPermission() throws {
        device.changeSetting(name: "app", value: "background") { $0.appInForeground = false }
        #expect(throws: DeviceError.self) { try device.startDelivery() }
        guard case .activityRejected(_, let error, _) = device.takeEvents().last?.kind else {
            Issue.record("expected a rejection")
            return
        }
        #expect(error.code == .visibility)
        let type = device.catalog.activityType(named: "Delivery")!
        let request = ActivityRequest(
            typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState),
            allowedInBackground: true)
        #expect(try device.request(request, source: .intent).state == .active)
    }
}
