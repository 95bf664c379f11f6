import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// The takeout order: a check-in button on the Lock Screen and in the expanded presentation (seed 003's
/// example), the pickup screen everywhere else. The compact view carries a check-in button too, a
/// mistake apps make: buttons do nothing there (seed 003), and Tapbench says so when it is tapped. Its widgetURL
/// puts the order number into the path as it is, another mistake, planted for `tapbench explore` to find: an order
/// number that needs percent-encoding, such as `T/311`, makes a URL that no route matches, where the other
/// widgets use `urlSegment`.
struct TakeoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TakeoutAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Label(context.attributes.restaurantName, systemImage: "takeoutbag.and.cup.and.straw.fill")
                    Spacer()
                    Text(context.state.status.displayName)
                }
                if let counter = context.state.counter {
                    Text("Pick up at \(counter)")
                } else {
                    Button(intent: CheckInIntent(orderNumber: context.attributes.orderNumber)) {
                        Label("Check In", systemImage: "hand.wave.fill")
                    }
                }
            }
            .widgetURL(URL(string: "takeout://order/\(context.attributes.orderNumber)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "takeoutbag.and.cup.and.straw.fill")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("Order \(context.attributes.orderNumber) · \(context.state.status.displayName)")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Button(intent: CheckInIntent(orderNumber: context.attributes.orderNumber)) {
                        Label("Check In", systemImage: "hand.wave.fill")
                    }
                }
            } compactLeading: {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill")
            } compactTrailing: {
                Button(intent: CheckInIntent(orderNumber: context.attributes.orderNumber)) {
                    Text(context.state.status == .ready ? "Check In" : context.state.status.displayName)
                }
            } minimal: {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill")
            }
            .widgetURL(URL(string: "takeout://order/\(context.attributes.orderNumber)"))
        }
    }
}
