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
        _ = device.takeEvents()
        device.advance(by: .hours(8))
        let events = device.takeEvents()
        #expect(events.names == ["activity.ended", "island.changed", "clock.advanced"])
        #expect(
            events[0].kind
                == .activityEnded(
                    activity: 1, source: .system, reason: "the 8-hour limit", dismissal: .default,
                    dismissalDate: Device.defaultStart.addingTimeInterval(12 * 3600)))
        #expect(device.island == .empty)
        #expect(device.lockScreenOrder().map(\.number) == [1])
    }

    @Test("the Lock Screen keeps an activity 4 hours after the 8-hour end: 12 hours in all [000]")
    func lockScreenKeepsItFourMoreHours() throws {
        try device.startDelivery()
        device.advance(by: .hours(8))
        _ = device.takeEvents()
        device.advance(by: .hours(4))
        let events = device.takeEvents()
        #expect(events.names == ["activity.dismissed", "clock.advanced"])
        #expect(events[0].at == Device.defaultStart.addingTimeInterval(12 * 3600))
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
        #expect(device.takeEvents().names == ["activity.rejected"])
    }

    @Test("an update over 4 KB is ignored and reported [000]")
    func oversizedUpdateIsIgnored() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let big = device.deliveryState(["driverLocation": .string(String(repeating: "x", count: 4000))])
        #expect(try device.update(1, with: ContentChange(state: big)) == false)
        let events = device.takeEvents()
        #expect(events.names == ["activity.ignored"])
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
        #expect(throws: DeviceError.self) { try device.startDelivery() }
        guard case .activityRejected(_, let error, _) = device.takeEvents().last?.kind else {
            Issue.record("expected a rejection")
            return
        }
        #expect(error.code == .targetMaximumExceeded)
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
        #expect(throws: DeviceError.self) { try device.startDelivery() }
        guard case .activityRejected(_, let error, _) = device.takeEvents().last?.kind else {
            Issue.record("expected a rejection")
            return
        }
        #expect(error.code == .globalMaximumExceeded)
    }
}
