import ActivityKit
import AppIntents

/// What the courier's button on the expanded island runs: the order reaches its last stage.
struct MarkDeliveredIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mark Delivered"

    @Parameter(title: "Order Number")
    var orderNumber: String

    init() {}

    init(orderNumber: String) {
        self.orderNumber = orderNumber
    }

    func perform() async throws -> some IntentResult {
        for activity in Activity<PizzaDeliveryAttributes>.activities where activity.attributes.orderNumber == orderNumber {
            await activity.update(ActivityContent(state: .init(stage: .delivered, minutesLeft: 0), staleDate: nil))
        }
        return .result()
    }
}
