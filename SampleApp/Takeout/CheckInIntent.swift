import ActivityKit
import AppIntents
import Foundation

/// Checks in at the restaurant for a takeout order; the restaurant's service answers with a counter.
struct CheckInIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Check In"
    static var description: IntentDescription? = "Tell the restaurant you have arrived to pick up your order."

    @Parameter(title: "Order Number")
    var orderNumber: String

    init() {}
    init(orderNumber: String) { self.orderNumber = orderNumber }

    /// The restaurant's answer to a check-in.
    private struct CheckIn: Decodable {
        let counter: String
    }

    func perform() async throws -> some IntentResult {
        var request = URLRequest(url: URL(string: "https://api.delivery.example.com/takeout/\(orderNumber)/check-in")!)
        request.httpMethod = "POST"
        let (data, _) = try await URLSession.shared.data(for: request)
        let checkIn = try JSONDecoder().decode(CheckIn.self, from: data)
        guard let activity = Activity<TakeoutAttributes>.activities.last(where: { $0.attributes.orderNumber == orderNumber && $0.activityState != .ended }) else {
            throw TakeoutError.unknownOrder(orderNumber)
        }
        var state = activity.content.state
        state.status = .checkedIn
        state.counter = checkIn.counter
        await activity.update(ActivityContent(state: state, staleDate: nil, relevanceScore: 100))
        // Ten minutes after checking in, a person who has not collected is reminded where to go, with an alert.
        let order = orderNumber
        DispatchQueue.main.asyncAfter(deadline: .now() + 10 * 60) {
            Task { await TakeoutReminder.remind(orderNumber: order) }
        }
        return .result(value: checkIn.counter)
    }
}

enum TakeoutError: Error, CustomStringConvertible {
    case unknownOrder(String)

    var description: String {
        switch self {
        case .unknownOrder(let number): "no takeout order \(number) is waiting"
        }
    }
}
