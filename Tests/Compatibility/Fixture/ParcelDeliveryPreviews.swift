import ActivityKit
import SwiftUI
import WidgetKit

extension ParcelDeliveryAttributes {
    static let preview = ParcelDeliveryAttributes(trackingNumber: "PK-4471", courierName: "Northwind Couriers")
}

extension ParcelDeliveryAttributes.ContentState {
    static let outForDelivery = ParcelDeliveryAttributes.ContentState(
        stage: .outForDelivery, deliveryWindow: Date()...Date().addingTimeInterval(25 * 60), stopsAway: 3, weightInKilograms: 2.35)

    static let delivered = ParcelDeliveryAttributes.ContentState(
        stage: .delivered, deliveryWindow: Date()...Date(), stopsAway: 0, weightInKilograms: 2.35)
}

struct ParcelDeliveryLiveActivity_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ParcelDeliveryAttributes.preview
                .previewContext(ParcelDeliveryAttributes.ContentState.outForDelivery, viewKind: .content)
                .previewDisplayName("Notification")
            ParcelDeliveryAttributes.preview
                .previewContext(ParcelDeliveryAttributes.ContentState.outForDelivery, viewKind: .dynamicIsland(.compact))
                .previewDisplayName("Compact")
            ParcelDeliveryAttributes.preview
                .previewContext(ParcelDeliveryAttributes.ContentState.outForDelivery, viewKind: .dynamicIsland(.expanded))
                .previewDisplayName("Expanded")
            ParcelDeliveryAttributes.preview
                .previewContext(ParcelDeliveryAttributes.ContentState.delivered, viewKind: .dynamicIsland(.minimal))
                .previewDisplayName("Minimal")
        }
    }
}
