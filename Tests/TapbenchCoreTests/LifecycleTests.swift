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
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (active)
            """)
    }

    @Test("request with a scheduled start → pending, then active when the clock reaches it [001]")
    func scheduledStartIsPendingUntilItsDate() throws {
        let start = device.now.addingTimeInterval(3600)
        try device.startDelivery(start: start)
        #expect(device.activity(1)?.state == .pending)
        #expect(device.island.holder == nil)
        device.advance(by: .hours(2))
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (pending), starts at 02:00:00
            02:00:00  #1 active: its scheduled start came
            03:00:00  clock 03:00:00 (+2h)
            """)
        #expect(device.activity(1)?.state == .active)
    }

    @Test("past Date.distantFuture (4001), an activity without a stale date still ends at its 8-hour limit, and nothing loops")
    func eightHourLimitPastDistantFuture() throws {
        let late = Device.sample(start: Date(timeIntervalSince1970: 80_000_000_000))
        try late.startDelivery()
        late.advance(by: .hours(9))
        #expect(late.activity(1)?.state == .ended)
    }

    @Test("stale at staleDate: the timer fires at its time, not when somebody next looks [000]")
    func staleFiresAtTheStaleDate() throws {
        try device.startDelivery(staleAfter: .minutes(15))
        device.advance(by: .minutes(16))
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (active), stale at 01:15:00
            01:15:00  #1 stale: its stale date 01:15:00 passed
            01:16:00  clock 01:16:00 (+16m)
            """)
        #expect(device.activity(1)?.state == .stale)
    }

    @Test("an update with a later stale date makes a stale activity active again [000]")
    func laterStaleDateReactivates() throws {
        try device.startDelivery(staleAfter: .minutes(15))
        device.advance(by: .minutes(16))
        _ = device.takeEvents()
        let later = device.now.addingTimeInterval(600)
        try device.update(1, with: ContentChange(state: nil, staleDate: later))
        expectEvents(device.takeEvents(), """
            01:16:00  #1 updated: stale-date: 01:15:00 → 01:26:00
            01:16:00  #1 active again: the update set a later stale date
            """)
        #expect(device.activity(1)?.state == .active)
        device.advance(by: .minutes(11))
        expectEvents(device.takeEvents(), """
            01:26:00  #1 stale: its stale date 01:26:00 passed
            01:27:00  clock 01:27:00 (+11m)
            """)
    }

    @Test("an update whose stale date has already passed leaves the activity stale [000]")
    func pastStaleDateKeepsItStale() throws {
        try device.startDelivery(staleAfter: .minutes(15))
        device.advance(by: .minutes(16))
        _ = device.takeEvents()
        try device.update(1, with: ContentChange(state: nil, staleDate: device.now.addingTimeInterval(-120)))
        expectEvents(device.takeEvents(), "01:16:00  #1 updated: stale-date: 01:15:00 → 01:14:00")
        #expect(device.activity(1)?.state == .stale)
    }

    @Test("end → ended; the default policy dismisses it 4 hours later [000]")
    func defaultDismissalAfterFourHours() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        try device.end(1, with: nil, dismissal: .default)
        expectEvents(device.takeEvents(), """
            01:00:00  #1 ended by the app; stays on the Lock Screen until 05:00:00 (default policy)
            """)
        #expect(device.activity(1)?.state == .ended)
        device.advance(by: .seconds(4 * 3600 - 1))
        expectEvents(device.takeEvents(), "04:59:59  clock 04:59:59 (+3h59m59s)")
        device.advance(by: .seconds(1))
        expectEvents(device.takeEvents(), """
            05:00:00  #1 dismissed: 4 hours on the Lock Screen after the end passed
            05:00:00  clock 05:00:00 (+1s)
            """)
        #expect(device.activity(1)?.state == .dismissed)
    }

    @Test(".immediate dismisses at once [000]")
    func immediateDismissal() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        try device.end(1, with: nil, dismissal: .immediate)
        expectEvents(device.takeEvents(), """
            01:00:00  #1 ended by the app; dismissal immediate
            01:00:00  #1 dismissed: removed at the end
            """)
    }

    @Test(".after(date) dismisses at that date [000]")
    func afterDismissesAtTheDate() throws {
        try device.startDelivery()
        let date = device.now.addingTimeInterval(15 * 60)
        try device.end(1, with: nil, dismissal: .after(date))
        _ = device.takeEvents()
        device.advance(by: .hours(1))
        expectEvents(device.takeEvents(), """
            01:15:00  #1 dismissed: its dismissal date came
            02:00:00  clock 02:00:00 (+1h)
            """)
        #expect(device.activity(1)?.dismissalDate == date)
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
        expectEvents(device.takeEvents(), """
            01:00:00  #1 ended by the app; its dismissal date has passed
            01:00:00  #1 dismissed: removed at the end
            """)
    }

    @Test("ending with final content applies it before the end [000]")
    func endWithFinalContent() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        try device.end(1, with: ContentChange(state: device.deliveryState(["step": "delivered"])), dismissal: .default)
        expectEvents(device.takeEvents(), """
            01:00:00  #1 updated: step: preparing → delivered
            01:00:00  #1 ended by the app; stays on the Lock Screen until 05:00:00 (default policy)
            """)
    }

    @Test("updates to an ended activity are ignored and reported [000]")
    func updateAfterEndIsIgnored() throws {
        try device.startDelivery()
        try device.end(1, with: nil, dismissal: .default)
        _ = device.takeEvents()
        let applied = try device.update(1, with: ContentChange(state: device.deliveryState(["step": "arriving"])))
        #expect(applied == false)
        expectEvents(device.takeEvents(), "01:00:00  #1 update ignored: the activity has ended; an update after the end is ignored")
        #expect(device.activity(1)?.content.state == device.deliveryState([:]))
    }

    @Test("updates to a dismissed activity are ignored and reported [000]")
    func updateAfterDismissalIsIgnored() throws {
        try device.startDelivery()
        try device.end(1, with: nil, dismissal: .immediate)
        _ = device.takeEvents()
        try device.end(1, with: nil, dismissal: .immediate)
        expectEvents(device.takeEvents(), "01:00:00  #1 end ignored: the activity was dismissed; an end after dismissal is ignored")
    }

    @Test("alert configurations are recorded on updates [000]")
    func alertsAreRecorded() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let alert = Alert(title: "Your driver is on the way", body: "ETA 12 minutes", sound: "default")
        try device.update(1, with: ContentChange(state: device.deliveryState(["step": "onTheWay"]), alert: alert))
        expectEvents(device.takeEvents(), """
            01:00:00  #1 updated: step: preparing → onTheWay
            01:00:00  #1 alert "Your driver is on the way": "ETA 12 minutes", sound default — shown as expanded island
            """)
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
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (active)
            01:00:00  set device no-island
            01:00:00  #1 updated: no changes
            01:00:00  #1 alert "Delayed": "10 more minutes" — shown as banner
            01:00:00  set locked on
            01:00:00  #1 updated: no changes
            01:00:00  #1 alert "Delayed": "10 more minutes" — shown as lock screen
            """)
    }
}
