import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN §3, lifecycle: request → active (or pending), stale at the stale date, end → ended, removed → dismissed.
@Suite("Lifecycle")
struct LifecycleTests {
    let device = Device.sample()

    @Test("request → active [000]")
    func requestStartsActive() throws {
        let activity = try device.startDelivery()
        #expect(activity.state == .active)
        #expect(device.takeEvents().names == ["activity.started", "island.changed"])
    }

    @Test("request with a scheduled start → pending, then active when the clock reaches it [001]")
    func scheduledStartIsPendingUntilItsDate() throws {
        let start = device.now.addingTimeInterval(3600)
        try device.startDelivery(start: start)
        #expect(device.activity(1)?.state == .pending)
        #expect(device.island.holder == nil)
        _ = device.takeEvents()
        device.advance(by: .hours(2))
        let events = device.takeEvents()
        #expect(events.names == ["activity.activated", "island.changed", "clock.advanced"])
        #expect(events[0].at == start)
        #expect(device.activity(1)?.state == .active)
    }

    @Test("stale at staleDate: the timer fires at its time, not when somebody next looks [000]")
    func staleFiresAtTheStaleDate() throws {
        try device.startDelivery(staleAfter: .minutes(15))
        _ = device.takeEvents()
        device.advance(by: .minutes(16))
        let events = device.takeEvents()
        #expect(events.names == ["activity.stale", "clock.advanced"])
        #expect(events[0].at == Device.defaultStart.addingTimeInterval(15 * 60))
        #expect(device.activity(1)?.state == .stale)
    }

    @Test("an update with a later stale date makes a stale activity active again [000]")
    func laterStaleDateReactivates() throws {
        try device.startDelivery(staleAfter: .minutes(15))
        device.advance(by: .minutes(16))
        _ = device.takeEvents()
        let later = device.now.addingTimeInterval(600)
        try device.update(1, with: ContentChange(state: nil, staleDate: later))
        let events = device.takeEvents()
        #expect(events.names == ["activity.updated", "activity.activated"])
        #expect(device.activity(1)?.state == .active)
        device.advance(by: .minutes(11))
        #expect(device.takeEvents().names == ["activity.stale", "clock.advanced"])
    }

    @Test("an update whose stale date has already passed leaves the activity stale [000]")
    func pastStaleDateKeepsItStale() throws {
        try device.startDelivery(staleAfter: .minutes(15))
        device.advance(by: .minutes(16))
        _ = device.takeEvents()
        try device.update(1, with: ContentChange(state: nil, staleDate: device.now.addingTimeInterval(-60)))
        #expect(device.takeEvents().names == ["activity.updated"])
        #expect(device.activity(1)?.state == .stale)
    }

    @Test("end → ended; the default policy dismisses it 4 hours later [000]")
    func defaultDismissalAfterFourHours() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        try device.end(1, with: nil, dismissal: .default)
        #expect(device.takeEvents().names == ["activity.ended", "island.changed"])
        #expect(device.activity(1)?.state == .ended)
        device.advance(by: .seconds(4 * 3600 - 1))
        #expect(device.takeEvents().names == ["clock.advanced"])
        device.advance(by: .seconds(1))
        let events = device.takeEvents()
        #expect(events.names == ["activity.dismissed", "clock.advanced"])
        #expect(device.activity(1)?.state == .dismissed)
    }

    @Test(".immediate dismisses at once [000]")
    func immediateDismissal() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        try device.end(1, with: nil, dismissal: .immediate)
        let events = device.takeEvents()
        #expect(events.names == ["activity.ended", "activity.dismissed", "island.changed"])
        #expect(Set(events.map(\.at)) == [Device.defaultStart])
    }

    @Test(".after(date) dismisses at that date [000]")
    func afterDismissesAtTheDate() throws {
        try device.startDelivery()
        let date = device.now.addingTimeInterval(15 * 60)
        try device.end(1, with: nil, dismissal: .after(date))
        _ = device.takeEvents()
        device.advance(by: .hours(1))
        let events = device.takeEvents()
        #expect(events.names == ["activity.dismissed", "clock.advanced"])
        #expect(events[0].at == date)
    }

    @Test(".after(date) is capped at end + 4 h [000]")
    func afterIsCappedAtFourHours() throws {
        try device.startDelivery()
        try device.end(1, with: nil, dismissal: .after(device.now.addingTimeInterval(10 * 3600)))
        #expect(device.activity(1)?.dismissalDate == Device.defaultStart.addingTimeInterval(4 * 3600))
        device.advance(by: .hours(5))
        #expect(device.activity(1)?.state == .dismissed)
    }

    @Test(".after(date) in the past dismisses at once [000]")
    func afterInThePastDismissesNow() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        try device.end(1, with: nil, dismissal: .after(device.now.addingTimeInterval(-60)))
        #expect(device.takeEvents().names == ["activity.ended", "activity.dismissed", "island.changed"])
    }

    @Test("ending with final content applies it before the end [000]")
    func endWithFinalContent() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        try device.end(1, with: ContentChange(state: device.deliveryState(["step": "delivered"])), dismissal: .default)
        let events = device.takeEvents()
        #expect(events.names == ["activity.updated", "activity.ended", "island.changed"])
        guard case .activityUpdated(_, _, let changes, .app) = events[0].kind else {
            Issue.record("expected an update from the app, got \(events[0])")
            return
        }
        #expect(changes == [FieldChange(field: "step", from: "preparing", to: "delivered")])
    }

    @Test("updates to an ended activity are ignored and reported [000]")
    func updateAfterEndIsIgnored() throws {
        try device.startDelivery()
        try device.end(1, with: nil, dismissal: .default)
        _ = device.takeEvents()
        let applied = try device.update(1, with: ContentChange(state: device.deliveryState(["step": "arriving"])))
        #expect(applied == false)
        #expect(
            device.takeEvents().map(\.kind) == [
                .activityIgnored(
                    activity: 1, action: "update", reason: "the activity has ended; an update after the end is ignored", source: .app)
            ])
        #expect(device.activity(1)?.content.state == device.deliveryState([:]))
    }

    @Test("updates to a dismissed activity are ignored and reported [000]")
    func updateAfterDismissalIsIgnored() throws {
        try device.startDelivery()
        try device.end(1, with: nil, dismissal: .immediate)
        _ = device.takeEvents()
        try device.end(1, with: nil, dismissal: .immediate)
        #expect(device.takeEvents().names == ["activity.ignored"])
    }

    @Test("alert configurations are recorded on updates [000]")
    func alertsAreRecorded() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let alert = Alert(title: "Your driver is on the way", body: "ETA 12 minutes", sound: "default")
        try device.update(1, with: ContentChange(state: device.deliveryState(["step": "onTheWay"]), alert: alert))
        let events = device.takeEvents()
        #expect(events.map(\.kind).last == .alert(activity: 1, alert, presentedAs: "expanded island"))
        #expect(device.activity(1)?.lastAlert == alert)
    }

    @Test("an alert on a device without the island shows as a banner; on a locked device, on the Lock Screen [000]")
    func alertPresentationDependsOnTheDevice() throws {
        try device.startDelivery()
        device.changeSetting(name: "device", value: "no-island") { $0.hasDynamicIsland = false }
        let alert = Alert(title: "Delayed", body: "10 more minutes")
        try device.update(1, with: ContentChange(state: nil, alert: alert))
        device.changeSetting(name: "locked", value: "on") { $0.isLocked = true }
        try device.update(1, with: ContentChange(state: nil, alert: alert))
        let presentations = device.takeEvents().compactMap { event -> String? in
            if case .alert(_, _, let presentedAs) = event.kind { return presentedAs }
            return nil
        }
        #expect(presentations == ["banner", "lock screen"])
    }
}
