import ActivityKit
import Foundation
@testable import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Seed 002's `DeliveryActivityManager`, compiled as printed, behaves as the seed describes.
@Suite("Seed 002: DeliveryActivityManager")
struct DeliverySeedTests {
    let device = Device.sample(start: Date())

    @Test("start requests a preparing delivery, stale after 15 minutes, and forwards its push token from a detached task", .timeLimit(.minutes(1)))
    @MainActor
    func startForwardsTheToken() async throws {
        try await device.asProcessDefault { try await startAndForward() }
    }

    @MainActor
    private func startAndForward() async throws {
        try await device.asCurrent {
            let manager = DeliveryActivityManager()
            let before = Date()
            try await manager.start(orderNumber: "A-7189", restaurant: "Tonkotsu Pasadena", items: 3)
            let after = Date()
            let activity = try #require(Activity<DeliveryAttributes>.activities.first)
            #expect(activity.content.state == .preparing)
            let staleDate = try #require(activity.content.staleDate)
            #expect((before.addingTimeInterval(899)...after.addingTimeInterval(901)).contains(staleDate))
            let token = try #require(device.activity(id: activity.id)?.pushToken)
            await device.settle()
            try await untilTheTokenIsSent()
            let sent = device.server.log.map { "\($0.request.method) \($0.request.url) \(String(decoding: $0.request.body, as: UTF8.self))" }
            #expect(sent == ["POST https://api.delivery.example.com/activities/\(activity.id)/push-token {\"token\":\"\(token)\"}"])
        }
    }

    @Test("updateStep(.arriving) raises relevance to 100; end shows delivered and leaves after 5 minutes")
    @MainActor
    func updateAndEnd() async throws {
        try await device.asProcessDefault { try await updateThenEnd() }
    }

    /// The seed forwards the token from a detached task, which finds the device as the process default.
    @MainActor
    private func updateThenEnd() async throws {
        try await device.asCurrent {
            let manager = DeliveryActivityManager()
            try await manager.start(orderNumber: "A-7189", restaurant: "Tonkotsu Pasadena", items: 3)
            let activity = try #require(Activity<DeliveryAttributes>.activities.first)
            await manager.updateStep(.arriving, etaSeconds: 120, progress: 0.9)
            #expect(activity.content.relevanceScore == 100)
            #expect(activity.content.state.driverLocation == "Restaurant")
            await manager.updateStep(.onTheWay, etaSeconds: 600, progress: 0.5)
            #expect(activity.content.state.driverLocation == "In transit")
            let before = Date()
            await manager.end()
            let after = Date()
            #expect(activity.activityState == .ended)
            #expect(activity.content.state.step == .delivered)
            let leaves = try #require(device.activity(id: activity.id)?.dismissalDate)
            #expect((before.addingTimeInterval(299)...after.addingTimeInterval(301)).contains(leaves))
            await device.settle()
            try await untilTheTokenIsSent()
        }
    }

    /// In a test, the seed's detached task runs on Swift's own executors, which the device does not watch the way a
    /// worker's executors do: it has the token once the device settles, but may not have sent it yet. Waiting for
    /// the request, on the wall clock, also keeps the task from outliving the test that holds the process default.
    private func untilTheTokenIsSent() async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while device.server.log.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
    }

    @Test("start throws notAuthorized when Live Activities are off")
    @MainActor
    func startChecksAuthorization() async {
        device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
        await device.asCurrent {
            await #expect(throws: DeliveryActivityManager.ActivityError.self) {
                try await DeliveryActivityManager().start(orderNumber: "A-7189", restaurant: "Tonkotsu Pasadena", items: 3)
            }
        }
    }
}
