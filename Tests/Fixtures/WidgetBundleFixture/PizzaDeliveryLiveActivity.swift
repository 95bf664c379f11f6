import ActivityKit
import SwiftUI
import WidgetKit

struct PizzaDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Order \(context.attributes.orderNumber)")
                Text("\(context.state.minutesLeft) min")
            }
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.rawValue)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Button(intent: MarkDeliveredIntent(orderNumber: context.attributes.orderNumber)) {
                        Text("Delivered")
                    }
                }
            } compactLeading: {
                Text("🍕")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("🍕")
            }
        }
    }
}

struct PizzaDeliveryLiveActivity_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PizzaDeliveryAttributes.margherita
                .previewContext(.cooking, viewKind: .content)
                .previewDisplayName("Lock Screen")
            PizzaDeliveryAttributes.margherita
                .previewContext(.cooking, viewKind: .dynamicIsland(.compact))
                .previewDisplayName("Compact")
            PizzaDeliveryAttributes.margherita
                .previewContext(.delivering, viewKind: .dynamicIsland(.expanded))
                .previewDisplayName("Expanded")
        }
    }
}
