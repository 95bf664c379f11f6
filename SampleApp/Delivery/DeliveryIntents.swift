import ActivityKit
import AppIntents

/// Starts tracking a delivery from the background, as a Shortcut or a push-driven flow would.
struct StartDeliveryIntent: LiveActivityStartingIntent {
    static var title: LocalizedStringResource = "Track Delivery"

    @Parameter(title: "Order Number")
    var orderNumber: String

    @Parameter(title: "Restaurant", default: "Tonkotsu Pasadena")
    var restaurant: String

    @Parameter(title: "Items", default: 1)
    var items: Int

    func perform() async throws -> some IntentResult {
        let attributes = DeliveryAttributes(orderNumber: orderNumber, restaurantName: restaurant, totalItems: items)
        let content = ActivityContent(state: DeliveryAttributes.ContentState.preparing, staleDate: Date().addingTimeInterval(15 * 60))
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        return .result(value: activity.id)
    }
}

/// Asks for a new route; the routing service is slow, so this one is over budget.
struct RecalculateRouteIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Recalculate Route"

    @Parameter(title: "Order ID")
    var orderID: String

    func perform() async throws -> some IntentResult {
        try await DeliveryService.shared.recalculateRoute(orderID: orderID)
        return .result()
    }
}

/// Reports a problem with an order: it updates the activity, then the support service fails.
struct ReportProblemIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Report a Problem"

    @Parameter(title: "Order ID")
    var orderID: String

    func perform() async throws -> some IntentResult {
        try await DeliveryService.shared.reportProblem(orderID: orderID)
        return .result()
    }
}

/// Calls the courier, who never picks up: the call waits for an answer that never comes. With the budget on,
/// the watchdog cuts it off after a second; with `set budget off`, Ctrl-C cancels it.
struct ContactCourierIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Contact Courier"

    @Parameter(title: "Order ID")
    var orderID: String

    func perform() async throws -> some IntentResult {
        await CourierLine.shared.call(orderID: orderID)
        return .result()
    }
}

/// Refreshes the order's activity from the delivery service now, as a Shortcut runs it. The service's 503s are
/// tried again after a back-off (`DeliveryService.status(orderID:)`), which the budget counts.
struct RefreshOrderIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Refresh Order"

    @Parameter(title: "Order ID")
    var orderID: String

    func perform() async throws -> some IntentResult {
        try await DeliveryService.shared.refresh(orderID: orderID)
        Analytics.track("order_refreshed", ["order": orderID])
        return .result()
    }
}
