import AppIntents

// Seed 002, "Step 8: Interactive Buttons with App Intents", as printed.

struct CancelDeliveryIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Cancel Delivery"

    @Parameter(title: "Order ID")
    var orderID: String

    init() {}
    init(orderID: String) { self.orderID = orderID }

    func perform() async throws -> some IntentResult {
        try await DeliveryService.shared.cancel(orderID: orderID)
        return .result()
    }
}
