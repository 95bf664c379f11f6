import SwiftUI
import WidgetKit

// Previews as Xcode 15's Live Activity template writes them, with the `#Preview` macro: a Quattro Formaggi
// order, on the Lock Screen and then in the expanded island.

extension PizzaDeliveryAttributes {
    fileprivate static let quattroFormaggi = PizzaDeliveryAttributes(orderNumber: "P-14", pizzas: ["Quattro Formaggi"])
}

#Preview("Notification", as: .content, using: PizzaDeliveryAttributes.quattroFormaggi) {
    PizzaDeliveryLiveActivity()
} contentStates: {
    PizzaDeliveryAttributes.ContentState(stage: .delivering, minutesLeft: 5)
    PizzaDeliveryAttributes.ContentState.cooking
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: PizzaDeliveryAttributes.quattroFormaggi) {
    PizzaDeliveryLiveActivity()
} contentStates: {
    for minutes in [3, 5] {
        PizzaDeliveryAttributes.ContentState(stage: .delivering, minutesLeft: minutes)
    }
}
