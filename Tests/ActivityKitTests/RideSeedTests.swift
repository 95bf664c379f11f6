import ActivityKit
import Foundation
@testable import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Seed 001's ride functions, compiled as printed, behave as the seed describes.
@Suite("Seed 001: rides")
struct RideSeedTests {
    /// Seed code reads `Date()`, so these devices start at the wall clock's now.
    let device = Device.sample(start: Date())

    func startRide() async throws -> Activity<RideAttributes> {
        try await startRideActivity(rider: "Jordan", pickup: "123 Main St", dropoff: "456 Oak Ave", driver: "Maria", vehicle: "White Toyota Camry")
    }

    @Test("startRideActivity starts an active ride, stale after 2 minutes, relevance 80, with a push token forwarded to the server", .timeLimit(.minutes(1)))
    @MainActor
    func startRideActivityStartsARide() async throws {
        try await device.asCurrent {
            let before = Date()
            let activity = try await startRide()
            let after = Date()
            #expect(activity.activityState == .active)
            #expect(activity.attributes.riderName == "Jordan")
            #expect(activity.content.state.status == .driverAssigned)
            #expect(activity.content.relevanceScore == 80)
            let staleDate = try #require(activity.content.staleDate)
            #expect((before.addingTimeInterval(119)...after.addingTimeInterval(121)).contains(staleDate))
            let token = try #require(activity.pushToken).map { String(format: "%02x", $0) }.joined()
            #expect(device.activity(id: activity.id)?.pushToken == token)
            await device.settle()
            let sent = device.server.log.map { "\($0.request.method) \($0.request.url) \(String(decoding: $0.request.body, as: UTF8.self))" }
            #expect(sent == ["POST https://api.delivery.example.com/rides/\(activity.id)/push-token {\"token\":\"\(token)\"}"])
        }
    }

    @Test("startRideActivity throws when Live Activities are switched off")
    @MainActor
    func startRideActivityChecksAuthorization() async throws {
        device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
        await device.asCurrent {
            await #expect(throws: RideError.self) { try await startRide() }
        }
    }

    @Test("updateRideActivity with an alert records it, and driverArrived raises relevance to 100")
    @MainActor
    func updateRideActivityWithAlert() async throws {
        try await device.asCurrent {
            let activity = try await startRide()
            let now = Date()
            await updateRideActivity(activity, newStatus: .driverArrived, eta: now...now.addingTimeInterval(60), distance: 0, showAlert: true)
            #expect(activity.content.state.status == .driverArrived)
            #expect(activity.content.relevanceScore == 100)
            #expect(device.activity(id: activity.id)?.lastAlert == Alert(title: "Ride Update", body: "Your driver has arrived!", sound: "default"))
        }
    }

    @Test("endRideActivity: completed stays an hour on the Lock Screen, cancelled leaves at once")
    @MainActor
    func endRideActivityPolicies() async throws {
        try await device.asCurrent {
            let completed = try await startRide()
            let cancelled = try await startRide()
            let before = Date()
            await endRideActivity(completed, finalStatus: .completed)
            let after = Date()
            await endRideActivity(cancelled, finalStatus: .cancelled)
            #expect(completed.activityState == .ended)
            #expect(cancelled.activityState == .dismissed)
            let leaves = try #require(device.activity(id: completed.id)?.dismissalDate)
            #expect((before.addingTimeInterval(3599)...after.addingTimeInterval(3601)).contains(leaves))
            #expect(completed.content.state.status == .completed)
        }
    }

    @Test("startRideActivity releases the ride's resources once its activity is dismissed")
    @MainActor
    func dismissalCleansUp() async throws {
        try await device.asCurrent {
            let activity = try await startRide()
            await Task.yield()
            await endRideActivity(activity, finalStatus: .cancelled)
            await device.settle()
            #expect(RideStore.shared.releasedActivityIDs.contains(activity.id))
        }
    }

    @Test("endAllRideActivities ends every ride at once")
    @MainActor
    func endAll() async throws {
        try await device.asCurrent {
            _ = try await startRide()
            _ = try await startRide()
            await endAllRideActivities()
            #expect(Activity<RideAttributes>.activities.isEmpty)
            #expect(device.activities.map(\.state) == [.dismissed, .dismissed])
        }
    }
}
