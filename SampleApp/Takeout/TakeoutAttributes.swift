import ActivityKit

/// A takeout order waiting at the restaurant: the HIG's example of a Live Activity button, "a food
/// ordering app could show a button in its Live Activity that people tap to check in at a restaurant
/// when they pick up a takeout order" (seed 003).
struct TakeoutAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: TakeoutStatus
        var readyAt: Date
        /// The pickup counter, once the customer has checked in.
        var counter: String?
    }

    let orderNumber: String
    let restaurantName: String
}

enum TakeoutStatus: String, Codable, Hashable, CaseIterable {
    case preparing, ready, checkedIn, collected

    var displayName: String {
        switch self {
        case .preparing: "Preparing"
        case .ready: "Ready for pickup"
        case .checkedIn: "Checked in"
        case .collected: "Collected"
        }
    }
}

extension TakeoutAttributes {
    static var preview: TakeoutAttributes { TakeoutAttributes(orderNumber: "T-311", restaurantName: "Sushi Counter") }
}

extension TakeoutAttributes.ContentState {
    static func ready(at now: Date) -> Self { Self(status: .ready, readyAt: now, counter: nil) }
}
