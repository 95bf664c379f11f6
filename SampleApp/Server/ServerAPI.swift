import ActivityKit

/// The app's backend, in memory: it records the push tokens the app forwards, as seeds 001 and 002 do.
/// Every device the bench creates talks to this one server, so it files registrations by token: a
/// device asks for its own tokens' records, and the work does not grow with the devices before it.
actor ServerAPI {
    static let shared = ServerAPI()

    /// One token the app forwarded, and what it was for.
    struct Registration: Hashable, Sendable {
        enum Kind: String, Sendable { case activity, ride, pushToStart }
        let kind: Kind
        let token: String
        let reference: String
    }

    private var byToken: [String: [(order: Int, registration: Registration)]] = [:]
    private var count = 0
    /// Tasks in `forwarded(_:)`, and the registration each waits for.
    private var awaited: [(registration: Registration, continuation: CheckedContinuation<Void, Never>)] = []

    /// The registrations of `tokens`, in the order they came.
    func registrations(of tokens: some Sequence<String>) -> [Registration] {
        tokens.flatMap { byToken[$0] ?? [] }.sorted { $0.order < $1.order }.map(\.registration)
    }

    /// Returns once the app has forwarded this registration. The app forwards tokens from tasks of its
    /// own (seed 002's `DeliveryActivityManager` from a detached one), so a test waits for the
    /// registration itself rather than for a while.
    func forwarded(_ registration: Registration) async {
        guard byToken[registration.token]?.contains(where: { $0.registration == registration }) != true else { return }
        await withCheckedContinuation { continuation in
            awaited.append((registration, continuation))
        }
    }

    /// Seed 002's `DeliveryActivityManager` forwards each activity token here.
    func registerActivityToken(_ token: String, activityID: String) {
        record(Registration(kind: .activity, token: token, reference: activityID))
    }

    /// Seed 001's `startRideActivity` forwards each ride's token here.
    func registerActivityToken(_ token: String, rideID: String) throws {
        record(Registration(kind: .ride, token: token, reference: rideID))
    }

    /// Seed 002's push-to-start registration, from the app's launch sequence.
    func registerPushToStartToken(_ token: String) {
        record(Registration(kind: .pushToStart, token: token, reference: ""))
    }

    private func record(_ registration: Registration) {
        count += 1
        byToken[registration.token, default: []].append((count, registration))
        for waiter in awaited where waiter.registration == registration { waiter.continuation.resume() }
        awaited.removeAll { $0.registration == registration }
    }
}
