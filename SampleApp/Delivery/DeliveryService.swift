import ActivityKit
import AppIntents

/// The delivery backend the app's intents call. Its latency is simulated on the device's clock, so a
/// replay of it costs no wall time.
final class DeliveryService: Sendable {
    static let shared = DeliveryService()

    private let clock = DeviceClock()

    /// Minutes to arrival for the orders the routing service has routed; none has been yet.
    static let routedETAMinutes: [String: Int] = [:]

    /// Whether the courier's phone has a GPS fix; it never gets one.
    static var hasGPSFix: Bool { ProcessInfo.processInfo.environment["TAPBENCH_SAMPLE_GPS_FIX"] != nil }

    enum Failure: Error, CustomStringConvertible {
        case unknownOrder(String)
        case supportUnavailable

        var description: String {
            switch self {
            case .unknownOrder(let orderID): "no delivery with order \(orderID) is under way"
            case .supportUnavailable: "the support service is unavailable (HTTP 503)"
            }
        }
    }

    /// Cancels the order with the restaurant (about 120 ms), then ends its activity at once.
    func cancel(orderID: String) async throws {
        try await clock.sleep(for: .milliseconds(120))
        let activity = try delivery(orderID)
        var state = activity.content.state
        state.driverLocation = "Cancelled"
        await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .immediate)
    }

    /// Asks the routing service for a new route. It takes 1.5 s: over the budget, on purpose.
    func recalculateRoute(orderID: String) async throws {
        let activity = try delivery(orderID)
        try await clock.sleep(for: .milliseconds(1500))
        var state = activity.content.state
        state.etaSeconds = max(60, state.etaSeconds - 120)
        state.driverLocation = "Rerouted via 3rd Street"
        await activity.update(ActivityContent(state: state, staleDate: activity.content.staleDate, relevanceScore: activity.content.relevanceScore))
    }

    /// Marks the order as having a problem, then files it with support, which fails.
    func reportProblem(orderID: String) async throws {
        let activity = try delivery(orderID)
        var state = activity.content.state
        state.driverLocation = "Problem reported"
        await activity.update(ActivityContent(state: state, staleDate: activity.content.staleDate, relevanceScore: activity.content.relevanceScore))
        try await clock.sleep(for: .milliseconds(80))
        throw Failure.supportUnavailable
    }

    private func delivery(_ orderID: String) throws -> Activity<DeliveryAttributes> {
        let ongoing = Activity<DeliveryAttributes>.activities.filter { $0.activityState == .active || $0.activityState == .stale }
        guard let activity = ongoing.last(where: { $0.attributes.orderNumber == orderID }) else {
            throw Failure.unknownOrder(orderID)
        }
        return activity
    }
}
