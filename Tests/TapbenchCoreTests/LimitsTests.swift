import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN §3, limits: 8 hours active, 4 more on the Lock Screen, 4 KB of data, and the activity counts.
@Suite("Limits")
struct LimitsTests {
    let device = Device.sample()

    @Test("8-hour limit: the system ends the activity and takes it off the island [000]")
    func eightHourLimitEndsTheActivity() throws {
        try device.startDelivery()
        device.sendAppToBackground()
        _ = device.takeEvents()
        device.advance(by: .hours(8))
        expectEvents(device.takeEvents(), """
            09:00:00  #1 ended by the system (the 8-hour limit); stays on the Lock Screen until 13:00:00 (default policy)
            09:00:00  island: empty
            09:00:00  clock 09:00:00 (+8h)
            """)
        #expect(device.island == .empty)
        #expect(device.lockScreenOrder().map(\.number) == [1])
    }

    @Test("the Lock Screen keeps an activity 4 hours after the 8-hour end: 12 hours in all [000]")
    func lockScreenKeepsItFourMoreHours() throws {
        try device.startDelivery()
        device.advance(by: .hours(8))
        _ = device.takeEvents()
        device.advance(by: .hours(4))
        expectEvents(device.takeEvents(), """
            13:00:00  #1 dismissed: 4 hours on the Lock Screen after the end passed
            13:00:00  clock 13:00:00 (+4h)
            """)
        #expect(device.lockScreenOrder().isEmpty)
    }

    @Test("the 8 hours count from the scheduled start, not the request [001]")
    func eightHoursCountFromTheStart() throws {
        try device.startDelivery(start: device.now.addingTimeInterval(3600))
        device.advance(by: .hours(8))
        #expect(device.activity(1)?.state == .active)
        device.advance(by: .hours(1))
        #expect(device.activity(1)?.state == .ended)
    }

    @Test("static + dynamic data over 4 KB → attributesTooLarge, and nothing starts [000]")
    func oversizedDataIsRejected() throws {
        let big = device.deliveryState(["driverLocation": .string(String(repeating: "x", count: 4000))])
        let size = device.catalog.activityType(named: "Delivery")!.sampleAttributes.jsonText.utf8.count + big.jsonText.utf8.count
        #expect(size > 4096)
        let message = "static and dynamic data are \(size) bytes, over the 4096-byte limit"
        #expect(throws: DeviceError.refused(ActivityRequestError(.attributesTooLarge, message))) {
            try device.startDelivery(state: big)
        }
        #expect(device.activities.isEmpty)
        expectEvents(device.takeEvents(), "01:00:00  Delivery rejected: attributesTooLarge — \(message)")
    }

    @Test("an update over 4 KB is ignored and reported [000]")
    func oversizedUpdateIsIgnored() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let big = device.deliveryState(["driverLocation": .string(String(repeating: "x", count: 4000))])
        #expect(try device.update(1, with: ContentChange(state: big)) == false)
        expectEvents(device.takeEvents(), "01:00:00  #1 update ignored: attributesTooLarge: static and dynamic data would be 4149 bytes, over the 4096-byte limit")
        #expect(device.activity(1)?.content.state == device.deliveryState([:]))
    }

    @Test("targetMaximumExceeded: one app may have only so many ongoing activities [001]")
    func perAppMaximum() throws {
        var settings = DeviceSettings()
        settings.maximumActivitiesPerApp = 2
        settings.maximumActivitiesOnDevice = 10
        let device = Device.sample(settings: settings)
        try device.startDelivery()
        try device.startDelivery()
        let refusal = ActivityRequestError(
            .targetMaximumExceeded, "the app already has 2 ongoing activities, and one app may have 2", remedy: .raiseLimitPerApp)
        #expect(throws: DeviceError.refused(refusal)) { try device.startDelivery() }
        // The device names the remedy; the command layer words it as the setting to change.
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (active)
            01:00:00  #2 Delivery started (active)
            01:00:00  Delivery rejected: targetMaximumExceeded — the app already has 2 ongoing activities, and one app may have 2 (set max-per-app)
            """)
        try device.end(1, with: nil, dismissal: .immediate)
        try device.startDelivery()
        #expect(device.activities.count == 3)
    }

    @Test("globalMaximumExceeded: the device shows only so many across apps [001]")
    func deviceMaximum() throws {
        var settings = DeviceSettings()
        settings.maximumActivitiesOnDevice = 2
        settings.otherAppHasActivity = true
        let device = Device.sample(settings: settings)
        try device.startDelivery()
        let refusal = ActivityRequestError(
            .globalMaximumExceeded, "the device already shows 2 activities across apps, and it shows at most 2", remedy: .raiseLimitOnDevice)
        #expect(throws: DeviceError.refused(refusal)) { try device.startDelivery() }
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (active)
            01:00:00  Delivery rejected: globalMaximumExceeded — the device already shows 2 activities across apps, and it shows at most 2 (set max-on-device)
            """)
    }
}
