import ActivityKit

/// The app's backend, in memory: it records the push tokens the app forwards, as seeds 001 and 002 do.
actor ServerAPI {
    static let shared = ServerAPI()

    /// One token the app forwarded, and what it was for.
    struct Registration: Hashable, Sendable {
        enum Kind: String, Sendable { case activity, ride, pushToStart }
        let kind: Kind
        let token: String
        let reference: String
    }

    private(set) var registrations: [Registration] = []

    /// Seed 002's `DeliveryActivityManager` forwards each activity token here.
    func registerActivityToken(_ token: String, activityID: String) {
        registrations.append(Registration(kind: .activity, token: token, reference: activityID))
    }

    /// Seed 001's `startRideActivity` forwards each ride's token here.
    func registerActivityToken(_ token: String, rideID: String) throws {
        registrations.append(Registration(kind: .ride, token: token, reference: rideID))
    }

    /// Seed 002's push-to-start registration, from the app's launch sequence.
    func registerPushToStartToken(_ token: String) {
        registrations.append(Registration(kind: .pushToStart, token: token, reference: ""))
    }
}
