import ActivityKit

/// Reminds a person who checked in for a takeout order but has not collected it where to go: an alert on the
/// order's Live Activity, while it is still checked in.
enum TakeoutReminder {
    static func remind(orderNumber: String) async {
        guard let activity = Activity<TakeoutAttributes>.activities.last(where: { $0.attributes.orderNumber == orderNumber && $0.activityState != .ended }),
            activity.content.state.status == .checkedIn
        else { return }
        let counter = activity.content.state.counter ?? "the counter"
        await activity.update(
            activity.content,
            alertConfiguration: AlertConfiguration(title: "Your order is waiting", body: "Collect it at \(counter).", sound: .default))
    }
}
