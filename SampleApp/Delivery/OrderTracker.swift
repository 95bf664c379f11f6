import ActivityKit
import Foundation

/// The order screen's "Track order" button: it starts a Live Activity for the order, with a push token the app
/// forwards to its server (`AppLaunch`), remembers the order in the app group, and polls the order's status once a
/// minute, updating the activity until the order is delivered.
///
/// Like many apps, it keeps each order's activity in memory only. After iOS terminates the app, `resume()` finds
/// the orders the app group remembers but not their activities, and starts a second activity for each, with a
/// second token. Looking the order up in `Activity<DeliveryAttributes>.activities`, which ActivityKit keeps across
/// launches, would find the first (Transcripts/token-lost-on-termination.md shows the duplicate).
@MainActor
final class OrderTracker {
    static let shared = OrderTracker()

    /// The app group the app and its widget share.
    static let appGroup = "group.com.example.tapbench.sample"
    static let trackedOrdersKey = "trackedOrders"

    private let defaults = UserDefaults(suiteName: OrderTracker.appGroup)!
    private var activities: [String: Activity<DeliveryAttributes>] = [:]
    private var polls: [String: Task<Void, Never>] = [:]

    /// Starts tracking `orderID`, unless this launch of the app already does.
    func track(orderID: String) async throws {
        guard activities[orderID] == nil else { return }
        let order = try await DeliveryService.shared.status(orderID: orderID)
        let attributes = DeliveryAttributes(orderNumber: orderID, restaurantName: order.restaurantName, totalItems: order.totalItems)
        let activity = try Activity.request(attributes: attributes, content: ActivityContent(state: order.state, staleDate: nil), pushType: .token)
        activities[orderID] = activity
        var tracked = defaults.stringArray(forKey: Self.trackedOrdersKey) ?? []
        if !tracked.contains(orderID) {
            tracked.append(orderID)
            defaults.set(tracked, forKey: Self.trackedOrdersKey)
        }
        Analytics.track("order_tracked", ["order": orderID])
        poll(orderID, activity)
    }

    /// From the launch sequence: tracks again every order the app group remembers.
    func resume() {
        for orderID in defaults.stringArray(forKey: Self.trackedOrdersKey) ?? [] {
            Task { try? await track(orderID: orderID) }
        }
    }

    /// Once a minute, the order's status, shown on its activity; delivered ends the activity and the tracking.
    private func poll(_ orderID: String, _ activity: Activity<DeliveryAttributes>) {
        polls[orderID] = Task {
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch {
                    return
                }
                guard let order = try? await DeliveryService.shared.status(orderID: orderID) else { continue }
                if order.state.step == .delivered {
                    await activity.end(ActivityContent(state: order.state, staleDate: nil), dismissalPolicy: .default)
                    forget(orderID)
                    return
                }
                await activity.update(ActivityContent(state: order.state, staleDate: nil))
            }
        }
    }

    private func forget(_ orderID: String) {
        activities[orderID] = nil
        polls[orderID] = nil
        defaults.set((defaults.stringArray(forKey: Self.trackedOrdersKey) ?? []).filter { $0 != orderID }, forKey: Self.trackedOrdersKey)
    }
}
