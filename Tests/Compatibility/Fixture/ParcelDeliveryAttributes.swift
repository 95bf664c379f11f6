import ActivityKit
import Foundation

// A parcel on its way, as "Displaying live data with Live Activities" models a delivery: what never
// changes in the attributes, what does in the content state, with the delivery window as a date range.
struct ParcelDeliveryAttributes: ActivityAttributes {
    public typealias DeliveryStatus = ContentState

    public struct ContentState: Codable, Hashable {
        var stage: Stage
        var deliveryWindow: ClosedRange<Date>
        var stopsAway: Int
        var weightInKilograms: Double
    }

    enum Stage: String, Codable, CaseIterable {
        case packed
        case outForDelivery
        case delivered

        var title: String {
            switch self {
            case .packed: "Packed"
            case .outForDelivery: "Out for delivery"
            case .delivered: "Delivered"
            }
        }
    }

    var trackingNumber: String
    var courierName: String
}
