import ActivityKit

// Seed 002, "Step 2: Define ActivityAttributes", as printed (its `import SwiftUI` deleted).

public struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable, Sendable {
        public var step: DeliveryStep
        public var etaSeconds: Int
        public var driverLocation: String
        public var progress: Double  // 0.0 ... 1.0
    }

    public let orderNumber: String
    public let restaurantName: String
    public let totalItems: Int
}

public enum DeliveryStep: String, Codable, Sendable {
    case preparing, pickedUp, onTheWay, arriving, delivered
}

// Tapbench lists the steps for completion and error messages.
extension DeliveryStep: CaseIterable {}

extension DeliveryStep {
    /// The step as the Lock Screen and the island show it.
    public var displayName: String {
        switch self {
        case .preparing: "Preparing your order"
        case .pickedUp: "Picked up"
        case .onTheWay: "On the way"
        case .arriving: "Arriving"
        case .delivered: "Delivered"
        }
    }
}

extension DeliveryAttributes {
    /// The order from seed 002's push-to-start payload.
    public static var preview: DeliveryAttributes {
        DeliveryAttributes(orderNumber: "A-7189", restaurantName: "Tonkotsu Pasadena", totalItems: 3)
    }
}

extension DeliveryAttributes.ContentState {
    /// The initial state `DeliveryActivityManager.start` uses.
    public static var preparing: Self {
        Self(step: .preparing, etaSeconds: 30 * 60, driverLocation: "Restaurant", progress: 0.1)
    }
}
