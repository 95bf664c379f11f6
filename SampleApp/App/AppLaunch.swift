import ActivityKit

/// What the app does as it launches, before any activity exists: register each type's push-to-start
/// token with its server (seed 002, "Step 7": "Do this from your app's launch sequence"), and forward the
/// push token of every new activity, however it started (seed 001, "Token Update Handling"); then track again
/// the orders the app group remembers (`OrderTracker`).
///
/// Each sequence is taken before its task starts, so that nothing the device issues in between is lost.
enum AppLaunch {
    static func run() {
        observe(DeliveryAttributes.self)
        observe(RideAttributes.self)
        Task { @MainActor in OrderTracker.shared.resume() }
    }

    private static func observe<Attributes: ActivityAttributes>(_ type: Attributes.Type) {
        let pushToStartTokens = Activity<Attributes>.pushToStartTokenUpdates
        Task {
            for await tokenData in pushToStartTokens {
                let hex = tokenData.map { String(format: "%02x", $0) }.joined()
                await ServerAPI.shared.registerPushToStartToken(hex, attributesType: String(describing: Attributes.self))
            }
        }
        let started = Activity<Attributes>.activityUpdates
        Task {
            for await activity in started {
                let tokens = activity.pushTokenUpdates
                Task {
                    for await tokenData in tokens {
                        let hex = tokenData.map { String(format: "%02x", $0) }.joined()
                        await ServerAPI.shared.registerActivityToken(hex, activityID: activity.id)
                    }
                }
            }
        }
    }
}
