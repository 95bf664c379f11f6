import ActivityKit
import Foundation

/// The delivery service the app's intents call, at api.delivery.example.com: it cancels orders with the
/// restaurant, reroutes couriers and files problems with support.
final class DeliveryService: Sendable {
    static let shared = DeliveryService()

    static let baseURL = URL(string: "https://api.delivery.example.com")!

    /// Minutes to arrival for the orders the routing service has routed; none has been yet.
    static let routedETAMinutes: [String: Int] = [:]

    /// Whether the courier's phone has a GPS fix; it never gets one.
    static var hasGPSFix: Bool { ProcessInfo.processInfo.environment["TAPBENCH_SAMPLE_GPS_FIX"] != nil }

    enum Failure: Error, CustomStringConvertible {
        case unknownOrder(String)
        /// The service refused, saying why: `the courier has already picked the order up (HTTP 409)`.
        case refused(status: Int, reason: String)

        var description: String {
            switch self {
            case .unknownOrder(let orderID): "no delivery with order \(orderID) is under way"
            case .refused(let status, let reason): "\(reason) (HTTP \(status))"
            }
        }
    }

    /// What the service says when it refuses.
    private struct Refusal: Decodable {
        let error: String
    }

    /// A new route, and the time it saves.
    private struct Route: Decodable {
        let driverLocation: String
        let secondsSaved: Int
    }

    /// Cancels the order with the restaurant, then ends its activity at once.
    func cancel(orderID: String) async throws {
        _ = try await post("orders/\(orderID)/cancel")
        let activity = try delivery(orderID)
        var state = activity.content.state
        state.driverLocation = "Cancelled"
        await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .immediate)
    }

    /// Asks the routing service for a new route, and shows it.
    func recalculateRoute(orderID: String) async throws {
        let activity = try delivery(orderID)
        let route = try JSONDecoder().decode(Route.self, from: try await post("orders/\(orderID)/route"))
        var state = activity.content.state
        state.etaSeconds = max(60, state.etaSeconds - route.secondsSaved)
        state.driverLocation = route.driverLocation
        await activity.update(ActivityContent(state: state, staleDate: activity.content.staleDate, relevanceScore: activity.content.relevanceScore))
    }

    /// Marks the order as having a problem, then files it with support.
    func reportProblem(orderID: String) async throws {
        let activity = try delivery(orderID)
        var state = activity.content.state
        state.driverLocation = "Problem reported"
        await activity.update(ActivityContent(state: state, staleDate: activity.content.staleDate, relevanceScore: activity.content.relevanceScore))
        _ = try await post("orders/\(orderID)/problems")
    }

    /// An order as the service tracks it.
    struct OrderStatus: Decodable {
        let restaurantName: String
        let totalItems: Int
        let state: DeliveryAttributes.ContentState
    }

    /// The order's status. The service sheds load with 503 when it is busy, so a 503 is tried again after a
    /// back-off of 400 ms, twice, before it counts.
    func status(orderID: String) async throws -> OrderStatus {
        var attempt = 1
        while true {
            do {
                return try JSONDecoder().decode(OrderStatus.self, from: try await send("GET", "orders/\(orderID)"))
            } catch Failure.refused(status: 503, _) where attempt < 3 {
                attempt += 1
                try await Task.sleep(for: .milliseconds(400))
            }
        }
    }

    /// Shows the order's status, as the service has it now, on its activity.
    func refresh(orderID: String) async throws {
        let order = try await status(orderID: orderID)
        try await delivery(orderID).update(ActivityContent(state: order.state, staleDate: nil))
    }

    /// POSTs to the service and returns what it answered; a refusal throws with the service's reason.
    private func post(_ path: String) async throws -> Data {
        try await send("POST", path)
    }

    private func send(_ method: String, _ path: String) async throws -> Data {
        var request = URLRequest(url: Self.baseURL.appendingPathComponent(path))
        request.httpMethod = method
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            let reason = (try? JSONDecoder().decode(Refusal.self, from: data))?.error ?? "the delivery service refused"
            throw Failure.refused(status: status, reason: reason)
        }
        return data
    }

    private func delivery(_ orderID: String) throws -> Activity<DeliveryAttributes> {
        let ongoing = Activity<DeliveryAttributes>.activities.filter { $0.activityState == .active || $0.activityState == .stale }
        guard let activity = ongoing.last(where: { $0.attributes.orderNumber == orderID }) else {
            throw Failure.unknownOrder(orderID)
        }
        return activity
    }
}
