import ActivityKit
import AppIntents

/// Checks in at the restaurant for a takeout order; the restaurant answers with a counter.
struct CheckInIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Check In"
    static var description: IntentDescription? = "Tell the restaurant you have arrived to pick up your order."

    @Parameter(title: "Order Number")
    var orderNumber: String

    init() {}
    init(orderNumber: String) { self.orderNumber = orderNumber }

    func perform() async throws -> some IntentResult {
        try await DeviceClock().sleep(for: .milliseconds(200))
        guard let activity = Activity<TakeoutAttributes>.activities.last(where: { $0.attributes.orderNumber == orderNumber && $0.activityState != .ended }) else {
            throw TakeoutError.unknownOrder(orderNumber)
        }
        var state = activity.content.state
        state.status = .checkedIn
        state.counter = "Counter 2"
        await activity.update(ActivityContent(state: state, staleDate: nil, relevanceScore: 100))
        return .result(value: "Counter 2")
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
