import ActivityKit

// Seed 002, "Step 4: Start an Activity from Your App", "Step 5: Update Locally" and
// "Step 9: Ending the Activity", as printed.

@MainActor
final class DeliveryActivityManager {
    private var current: Activity<DeliveryAttributes>?

    func start(orderNumber: String, restaurant: String, items: Int) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else {
            throw ActivityError.notAuthorized
        }

        let attributes = DeliveryAttributes(
            orderNumber: orderNumber,
            restaurantName: restaurant,
            totalItems: items
        )
        let initialState = DeliveryAttributes.ContentState(
            step: .preparing,
            etaSeconds: 30 * 60,
            driverLocation: "Restaurant",
            progress: 0.1
        )
        let content = ActivityContent(
            state: initialState,
            staleDate: Date().addingTimeInterval(60 * 15)
        )

        let activity = try Activity.request(
            attributes: attributes,
            content: content,
            pushType: .token  // enables server-driven updates
        )
        self.current = activity

        // Forward the push token to your server
        Task.detached {
            for await tokenData in activity.pushTokenUpdates {
                let hex = tokenData.map { String(format: "%02x", $0) }.joined()
                await ServerAPI.shared.registerActivityToken(hex, activityID: activity.id)
            }
        }
    }

    enum ActivityError: Error { case notAuthorized }

    func updateStep(_ step: DeliveryStep, etaSeconds: Int, progress: Double) async {
        guard let activity = current else { return }
        let state = DeliveryAttributes.ContentState(
            step: step,
            etaSeconds: etaSeconds,
            driverLocation: step == .onTheWay ? "In transit" : "Restaurant",
            progress: progress
        )
        let content = ActivityContent(
            state: state,
            staleDate: Date().addingTimeInterval(60 * 10),
            relevanceScore: step == .arriving ? 100 : 50
        )
        await activity.update(content)
    }

    func end() async {
        guard let activity = current else { return }
        let finalState = DeliveryAttributes.ContentState(
            step: .delivered,
            etaSeconds: 0,
            driverLocation: "Delivered",
            progress: 1.0
        )
        let finalContent = ActivityContent(state: finalState, staleDate: nil)
        await activity.end(finalContent, dismissalPolicy: .after(.now + 60 * 5))
        current = nil
    }
}
