import Foundation
import Testing

@testable import TapbenchCore

/// The activity store keeps its indexes as activities change, so that a command costs the same with one activity
/// or a thousand. Over seeded random changes, every index must say what a scan of all the activities says: the
/// clear way the device once worked each answer out.
@Suite("Activity store")
struct ActivityStoreTests {
    static let seed: UInt64 = 0x5EED_0016
    let start = Date(timeIntervalSince1970: 1_777_078_800)

    @Test("after every random change, each index agrees with a scan of all activities (seed 0x5EED_0016)")
    func indexesAgreeWithScans() {
        var random = SplitMix64(seed: Self.seed)
        var store = ActivityStore(activeLimit: .seconds(8 * 3600))
        var tokens = 0
        for step in 0..<800 {
            if store.count == 0 || random.next(below: 4) == 0 {
                store.append(randomActivity(number: store.count + 1, &random, tokens: &tokens))
            } else if random.next(below: 50) == 0 {
                store.setActiveLimit(.seconds(Int64(3600 * (1 + random.next(below: 12)))))
            } else {
                let number = 1 + random.next(below: store.count)
                store.modify(number) { change(&$0, &random, tokens: &tokens) }
            }
            expectIndexesAgree(store, at: start.addingTimeInterval(Double(random.next(below: 12 * 3600))), step: step)
        }
    }

    @Test("the timers due at a time come off the heap lowest number first, once each, and the rest stay")
    func takingDueTimers() {
        var store = ActivityStore(activeLimit: .seconds(8 * 3600))
        for (number, stale) in [(1, 600.0), (2, 60), (3, 600), (4, 3600)] {
            var activity = activity(number: number, state: .active)
            activity.content.staleDate = start.addingTimeInterval(stale)
            store.append(activity)
        }
        #expect(store.takeDue(at: start.addingTimeInterval(600)) == [1, 2, 3])
        #expect(store.nextTimer?.number == 4)
        store.restoreTimer(of: 2)
        #expect(store.nextTimer?.number == 2)
    }

    private func expectIndexesAgree(_ store: ActivityStore, at now: Date, step: Int) {
        let all = store.all
        let running = all.filter { $0.state == .active || $0.state == .stale }
        #expect(store.ongoingCount == all.filter(\.state.isOngoing).count, "step \(step)")
        #expect(store.runningByRelevance() == running.sorted(by: ActivityStore.isMoreRelevant), "step \(step)")
        #expect(
            store.lockScreenOrder() == all.filter { $0.state.isVisible }.sorted(by: ActivityStore.isMoreRelevant), "step \(step)")
        let timers = all.compactMap { activity in store.due(activity).map { (date: $0, number: activity.number) } }
        let earliest = timers.min { ($0.date, $0.number) < ($1.date, $1.number) }
        #expect(store.nextTimer?.date == earliest?.date && store.nextTimer?.number == earliest?.number, "step \(step)")
        var copy = store
        #expect(copy.takeDue(at: now) == timers.filter { $0.date <= now }.map(\.number).sorted(), "step \(step)")
        for activity in all {
            if let token = activity.pushToken { #expect(store.activity(holdingToken: token) == activity, "step \(step)") }
            #expect(store.activity(id: activity.id) == activity, "step \(step)")
        }
        #expect(store.newestTokenHolder == all.last { $0.pushToken != nil && $0.state != .dismissed }, "step \(step)")
        #expect(store.presentActivities() == all.filter { $0.state != .dismissed }, "step \(step)")
        for channel in ["scores", "news"] {
            #expect(
                store.subscribers(of: channel) == all.filter { $0.pushType == .channel(channel) && $0.state != .dismissed },
                "step \(step)")
        }
    }

    private func randomActivity(number: Int, _ random: inout SplitMix64, tokens: inout Int) -> LiveActivity {
        let pushTypes: [PushType?] = [nil, .token, .channel("scores"), .channel("news")]
        var activity = activity(number: number, state: random.next(below: 5) == 0 ? .pending : .active)
        activity = LiveActivity(
            number: number, id: activity.id, typeName: activity.typeName, attributes: activity.attributes, content: activity.content,
            state: activity.state, pushType: pushTypes[random.next(below: pushTypes.count)], pushToken: nil, style: .standard,
            requestedAt: start, activeFrom: start.addingTimeInterval(Double(random.next(below: 3600))), endedAt: nil,
            dismissalDate: nil, lastUpdate: start, lastAlert: nil)
        if activity.pushType == .token { activity.pushToken = nextToken(&tokens) }
        return activity
    }

    /// A change the device's rules could make: a move along the lifecycle (never back from dismissed), new content,
    /// or a new token.
    private func change(_ activity: inout LiveActivity, _ random: inout SplitMix64, tokens: inout Int) {
        switch random.next(below: 4) {
        case 0 where activity.state != .dismissed:
            activity.state = LifecycleState.allCases[random.next(below: LifecycleState.allCases.count)]
            if activity.state == .ended { activity.dismissalDate = start.addingTimeInterval(Double(random.next(below: 12 * 3600))) }
        case 1:
            activity.content.relevanceScore = Double(random.next(below: 4))
        case 2:
            activity.content.staleDate = random.next(below: 3) == 0 ? nil : start.addingTimeInterval(Double(random.next(below: 12 * 3600)))
        default:
            if activity.pushToken != nil { activity.pushToken = nextToken(&tokens) }
        }
    }

    private func nextToken(_ tokens: inout Int) -> String {
        tokens += 1
        return String(format: "%064x", tokens)
    }

    private func activity(number: Int, state: LifecycleState) -> LiveActivity {
        LiveActivity(
            number: number, id: "ID-\(number)", typeName: "DeliveryAttributes", attributes: [:],
            content: LiveActivity.Content(state: [:]), state: state, pushType: nil, pushToken: nil, style: .standard,
            requestedAt: start, activeFrom: start, endedAt: nil, dismissalDate: nil, lastUpdate: start, lastAlert: nil)
    }
}
