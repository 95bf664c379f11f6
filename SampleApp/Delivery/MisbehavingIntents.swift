import ActivityKit
import AppIntents

/// Shows the courier's ETA from the routing service's cache, force-unwrapping an entry that is only
/// there for orders the service has routed. For any other order the app traps, on purpose: Tapbench
/// reports the crash as iOS reports an app that died, and the session goes on.
struct RefreshETAIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Refresh ETA"

    @Parameter(title: "Order ID")
    var orderID: String

    func perform() async throws -> some IntentResult {
        let minutes = DeliveryService.routedETAMinutes[orderID]!
        return .result(value: minutes)
    }
}

/// Waits for a GPS fix by polling a flag that nothing ever sets, without awaiting: it spins on its
/// thread for ever, almost all of it inside Foundation. The watchdog cuts it off at the budget, and the bench
/// lowers the spinning thread to the idle class and parks it once it is back in the app's own code.
struct TrackCourierIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Track Courier"

    @Parameter(title: "Order ID")
    var orderID: String

    func perform() async throws -> some IntentResult {
        var polls = 0
        while !DeliveryService.hasGPSFix { polls &+= 1 }
        return .result(value: polls)
    }
}
