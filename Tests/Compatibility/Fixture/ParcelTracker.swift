import ActivityKit
import Foundation
import os.log

// The app's side of the parcel's Live Activity in the forms of iOS 16.1, as many apps still write it:
// content states passed bare, `update(using:)`, `end(using:dismissalPolicy:)`, `contentState`.
enum ParcelTracker {
    private static let logger = Logger(subsystem: "com.example.parcels", category: "LiveActivity")

    static func startTracking(_ parcel: ParcelDeliveryAttributes, window: ClosedRange<Date>) throws -> Activity<ParcelDeliveryAttributes> {
        let initialContentState = ParcelDeliveryAttributes.ContentState(stage: .packed, deliveryWindow: window, stopsAway: 9, weightInKilograms: 2.35)
        let activity = try Activity<ParcelDeliveryAttributes>.request(attributes: parcel, contentState: initialContentState, pushType: nil)
        logger.info("Requested a parcel Live Activity \(activity.id, privacy: .public)")
        return activity
    }

    static func courierSetOff(_ activity: Activity<ParcelDeliveryAttributes>, stopsAway: Int) async {
        var status = activity.contentState
        status.stage = .outForDelivery
        status.stopsAway = stopsAway
        await activity.update(using: status)
    }

    static func nextStop(_ activity: Activity<ParcelDeliveryAttributes>) async {
        var status = activity.contentState
        status.stopsAway -= 1
        guard status.stopsAway == 1 else {
            await activity.update(using: status)
            return
        }
        let alertConfiguration = AlertConfiguration(title: "Almost there", body: "Your parcel is one stop away.", sound: .default)
        await activity.update(using: status, alertConfiguration: alertConfiguration)
    }

    static func delivered(_ activity: Activity<ParcelDeliveryAttributes>) async {
        var status = activity.contentState
        status.stage = .delivered
        status.stopsAway = 0
        await activity.end(using: status, dismissalPolicy: .default)
    }

    static func stopTrackingAll() async {
        for activity in Activity<ParcelDeliveryAttributes>.activities {
            await activity.end(dismissalPolicy: .immediate)
        }
    }
}
