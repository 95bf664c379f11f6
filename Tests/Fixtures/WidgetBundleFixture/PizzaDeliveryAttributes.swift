import ActivityKit
import Foundation

struct PizzaDeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: Stage
        var minutesLeft: Int
    }

    enum Stage: String, Codable, CaseIterable {
        case cooking, delivering, delivered
    }

    var orderNumber: String
    var pizzas: [String]
}

extension PizzaDeliveryAttributes {
    static let margherita = PizzaDeliveryAttributes(orderNumber: "P-12", pizzas: ["Margherita"])
}

extension PizzaDeliveryAttributes.ContentState {
    static let cooking = Self(stage: .cooking, minutesLeft: 25)
    static let delivering = Self(stage: .delivering, minutesLeft: 10)
}
