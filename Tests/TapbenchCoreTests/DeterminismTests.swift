import Foundation
import Synchronization
@testable import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN D1: two runs of the same steps give the same events, byte for byte.
@Suite("Determinism")
struct DeterminismTests {
    func run() throws -> [String] {
        let device = Device.sample(settings: .islandShownInApp)
        let type = device.catalog.activityType(named: "Delivery")!
        try device.request(
            ActivityRequest(
                typeName: type.name, attributes: type.sampleAttributes,
                content: LiveActivity.Content(state: type.sampleState, staleDate: device.now.addingTimeInterval(900)), pushType: .token))
        try device.startDelivery(relevance: 100)
        try device.update(1, with: ContentChange(state: device.deliveryState(["step": "onTheWay"]), relevanceScore: 200))
        device.advance(by: .hours(13))
        return device.takeEvents().jsonLines
    }

    @Test("the same steps give the same events, ids and tokens")
    func sameStepsSameEvents() throws {
        let first = try run()
        #expect(first.count == 12)
        #expect(first == (try run()))
    }

    @Test("settle waits for the app's task to finish with an activity's dismissal, as a cleanup after it does, in each of 200 runs")
    func settleWaitsForTheCleanupAfterDismissal() async throws {
        var observed: [[LifecycleState]] = []
        for _ in 0..<200 {
            // A wall clock that never moves: only the app's task itself can end the wait, however loaded the machine.
            let device = Device.sample(wallClock: TestWallClock())
            let activity = try device.startDelivery()
            let seen = Mutex<[LifecycleState]>([])
            let updates = device.updates.lifecycle(of: activity.id)
            // The app's task runs on a thread of its own, so that the tests running beside this one,
            // which fill Swift's cooperative threads, cannot keep it from its turn.
            let thread = IntentThread()
            let observer = Task(executorPreference: thread) {
                for await state in updates {
                    await Task.yield()
                    seen.withLock { $0.append(state) }
                }
            }
            try device.end(1, with: nil, dismissal: .immediate)
            await device.settle()
            observed.append(seen.withLock { $0 })
            observer.cancel()
            thread.retire()
        }
        #expect(observed.filter { $0 == [.ended, .dismissed] }.count == 200)
    }

    @Test("activity ids are UUIDs and push tokens are 160 hex digits: 80 bytes, the length of Live Activity tokens seen in the field")
    func identifierShapes() throws {
        let device = Device.sample()
        let type = device.catalog.activityType(named: "Delivery")!
        let activity = try device.request(
            ActivityRequest(
                typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState),
                pushType: .token))
        #expect(UUID(uuidString: activity.id)?.uuidString == activity.id)
        #expect(activity.id.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(activity.id.dropFirst(14).first == "4")
        #expect(activity.pushToken?.count == 160)
        #expect(activity.pushToken?.allSatisfy { $0.isHexDigit && !$0.isUppercase } == true)
    }
}
