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
        expectEvents(device.takeEvents(), """
            01:00:00  set live-activities off
            01:00:00  Delivery rejected: denied — Live Activities are switched off for the app[..]
            """)
        #expect(device.activities.isEmpty)
    }

    @Test("switching Live Activities off takes the app's activities off every screen [000]")
    func switchingOffRemovesActivities() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
        expectEvents(device.takeEvents(), """
            01:00:00  set live-activities off
            01:00:00  #1 ended by the system (Live Activities were switched off); dismissal immediate
            01:00:00  #1 dismissed: Live Activities were switched off
            """)
        #expect(device.activity(1)?.state == .dismissed)
    }

    @Test("a start from the background → visibility, unless the caller may start in the background [000]")
    func backgroundStartNeedsPermission() throws {
        device.changeSetting(name: "app", value: "background") { $0.appInForeground = false }
        #expect(throws: DeviceError.self) { try device.startDelivery() }
        expectEvents(device.takeEvents(), """
            01:00:00  set app background
            01:00:00  Delivery rejected: visibility — the app is in the background; only a LiveActivityStartingIntent or a push may start an activity now
            """)
        let type = device.catalog.activityType(named: "Delivery")!
        let request = ActivityRequest(
            typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState),
            allowedInBackground: true)
        #expect(try device.request(request, source: .intent).state == .active)
    }
}
