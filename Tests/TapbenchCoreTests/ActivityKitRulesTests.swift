import Foundation
import Testing

@testable import TapbenchCore

/// ActivityKit's rules as the device checks them after every command (`AppInvariant.activityKitRules`): each holds on
/// a device left as the rules leave it, and names what broke it on one left otherwise.
@Suite("ActivityKit's rules, checked after every command")
struct ActivityKitRulesTests {
    let start = Date(timeIntervalSince1970: 1_777_078_800)

    private func activity(_ number: Int, _ state: LifecycleState, relevance: Double = 0, activeFrom offset: TimeInterval = 0) -> LiveActivity {
        LiveActivity(
            number: number, id: "ID-\(number)", typeName: "DeliveryAttributes", attributes: [:],
            content: LiveActivity.Content(state: [:], relevanceScore: relevance), state: state, pushType: nil, pushToken: nil, style: .standard,
            requestedAt: start, activeFrom: start.addingTimeInterval(offset), endedAt: nil, dismissalDate: nil, lastUpdate: start, lastAlert: nil)
    }

    private func context(
        _ activities: [LiveActivity], after seconds: TimeInterval = 0, island: IslandState = .empty, keepsOut: Bool = false,
        settings: DeviceSettings = DeviceSettings(), events: [Event.Kind] = []
    ) -> InvariantContext {
        var store = ActivityStore(activeLimit: settings.activeLimit)
        activities.forEach { store.append($0) }
        return InvariantContext(
            command: "advance", now: start.addingTimeInterval(seconds), store: store, island: island, islandKeepsOwnActivitiesOut: keepsOut,
            settings: settings, events: events.map { Event(at: start, $0) }, records: { [] })
    }

    @Test("a rule sees the activities not dismissed, and apart the ones the command's events name, each once")
    func whatARuleSees() {
        var dismissed = activity(2, .dismissed)
        dismissed.endedAt = start
        let seen = context(
            [activity(1, .active), dismissed, activity(3, .stale)],
            events: [.activityStale(activity: 3, staleDate: start), .clockAdvanced(from: start, to: start), .activityUpdated(activity: 3, state: [:], changes: [], source: .push)])
        #expect(seen.activities.map(\.number) == [1, 3])
        #expect(seen.changed.map(\.number) == [3])
        #expect(seen.eventNames == ["activity.stale", "clock.advanced", "activity.updated"])
    }

    @Test("lifecycle-order (seeds 000, 001): within one origin, nothing changes an activity after its end but its dismissal, and nothing after that")
    func lifecycleOrder() {
        let rule = AppInvariant.lifecycleOrder
        let updated = Event.Kind.activityUpdated(activity: 1, state: [:], changes: [], source: .intent)
        let ended = Event.Kind.activityEnded(activity: 1, source: .intent, reason: nil, dismissal: .immediate, dismissalDate: start)
        let dismissed = Event.Kind.activityDismissed(activity: 1, reason: "removed at the end")
        func events(_ kinds: [(Event.Kind, Int?)]) -> InvariantContext {
            var store = ActivityStore(activeLimit: .seconds(8 * 3600))
            store.append(activity(1, .dismissed))
            return InvariantContext(
                command: "perform", now: start, store: store, island: .empty, islandKeepsOwnActivitiesOut: false, settings: DeviceSettings(),
                events: kinds.map { Event(at: start, $0.0, run: $0.1) }, records: { [] })
        }
        #expect(rule.broken(in: events([(updated, 1), (ended, 1), (dismissed, 1)])) == nil)
        #expect(rule.broken(in: events([(updated, 1), (ended, 1), (updated, 1)]))?.message == "#1 had activity.updated after it ended")
        #expect(rule.broken(in: events([(ended, 1), (dismissed, 1), (dismissed, 1)]))?.message == "#1 had activity.dismissed after it was dismissed")
        #expect(rule.broken(in: events([(ended, 1), (dismissed, nil), (ended, nil)]))?.message == "#1 had activity.ended after it was dismissed")
        #expect(rule.broken(in: events([(ended, 1), (updated, nil)])) == nil, "the app's own tasks during a run are placed after it, out of time order")
    }

    @Test("eight-hour-limit (seed 000): an activity active or stale past eight hours breaks it; one ended at eight hours does not")
    func eightHours() {
        let rule = AppInvariant.eightHourLimit
        #expect(rule.broken(in: context([activity(1, .active)], after: 8 * 3600)) == nil)
        #expect(rule.broken(in: context([activity(1, .stale)], after: 8 * 3600 + 60))?.message == "#1 is still stale 8h1m after it became active")
        var ended = activity(1, .ended)
        ended.endedAt = start.addingTimeInterval(8 * 3600)
        #expect(rule.broken(in: context([ended], after: 9 * 3600)) == nil)
        #expect(rule.broken(in: context([activity(1, .pending, activeFrom: 3600)], after: 9 * 3600)) == nil, "a pending one counts from its start")
    }

    @Test("lock-screen-limit (seed 000): an ended activity past its dismissal date, or with one more than four hours after its end, breaks it")
    func lockScreen() {
        let rule = AppInvariant.lockScreenLimit
        var ended = activity(1, .ended)
        ended.endedAt = start
        ended.dismissalDate = start.addingTimeInterval(4 * 3600)
        #expect(rule.broken(in: context([ended], after: 4 * 3600)) == nil)
        #expect(rule.broken(in: context([ended], after: 4 * 3600 + 1))?.message == "#1 is still on the Lock Screen 1s after its dismissal date")
        ended.dismissalDate = start.addingTimeInterval(5 * 3600)
        #expect(rule.broken(in: context([ended], after: 60))?.message == "#1 is to leave the Lock Screen 5h after its end")
    }

    @Test("activity-limit (ActivityAuthorizationError): a start that leaves more ongoing activities than the limit breaks it; a lower limit set later does not")
    func limit() {
        let rule = AppInvariant.activityLimit
        let six = (1...6).map { activity($0, .active) }
        let started: [Event.Kind] = [.activityStarted(six[5], source: .app)]
        #expect(rule.broken(in: context(six, events: started))?.message == "a start left the app with 6 ongoing activities; one app may have 5")
        #expect(rule.broken(in: context(six, events: [.settingChanged(name: "max-per-app", value: "5")])) == nil)
        var settings = DeviceSettings()
        settings.maximumActivitiesPerApp = 8
        settings.otherAppHasActivity = true
        settings.maximumActivitiesOnDevice = 6
        #expect(rule.broken(in: context(six, settings: settings, events: started))?.message == "a start left the device with 7 ongoing activities; it shows 6")
        #expect(rule.broken(in: context(Array(six.prefix(5)) + [activity(6, .ended)], events: started)) == nil, "an ended one no longer counts")
    }

    @Test("island-holder (seed 000, \"relevanceScore\"): the most relevant running activity holds the island, the first active among equals; none while the app keeps its own out; a transient one first")
    func island() {
        let rule = AppInvariant.islandHolder
        let pair = [activity(1, .active, relevance: 10), activity(2, .active, relevance: 50)]
        #expect(rule.broken(in: context(pair, island: IslandState(presentation: .compact, holder: 2))) == nil)
        #expect(rule.broken(in: context(pair, island: IslandState(presentation: .compact, holder: 1)))?.message == "the island shows #1, where it should show #2 (relevance 50)")
        let equals = [activity(1, .active, activeFrom: 60), activity(2, .active)]
        #expect(rule.broken(in: context(equals, island: IslandState(presentation: .compact, holder: 2))) == nil, "the one active first")
        #expect(rule.broken(in: context(pair, island: .empty, keepsOut: true)) == nil)
        #expect(rule.broken(in: context(pair, island: IslandState(presentation: .compact, holder: 2), keepsOut: true))?.message == "the island shows #2, where it should show none")
        #expect(rule.broken(in: context([activity(1, .ended)], island: IslandState(presentation: .compact, holder: 1)))?.message == "the island shows #1, where it should show none")
        var transient = activity(3, .active)
        transient = LiveActivity(
            number: 3, id: "ID-3", typeName: "DeliveryAttributes", attributes: [:], content: transient.content, state: .active, pushType: nil,
            pushToken: nil, style: .transient, requestedAt: start, activeFrom: start, endedAt: nil, dismissalDate: nil, lastUpdate: start, lastAlert: nil)
        #expect(rule.broken(in: context(pair + [transient], island: IslandState(presentation: .expanded, holder: 3), keepsOut: true)) == nil)
    }
}
