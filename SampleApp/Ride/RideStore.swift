import ActivityKit

/// What seed 001's `startRideActivity` raises when Live Activities are switched off.
enum RideError: Error {
    case liveActivitiesDisabled
}

/// The app's local resources for rides, which `startRideActivity` releases once a ride's activity is dismissed.
final class RideStore: @unchecked Sendable {
    static let shared = RideStore()

    private let lock = NSLock()
    private var released: [String] = []

    func removeActivity(id: String) {
        lock.withLock { released.append(id) }
    }

    /// The activities whose resources were released, in order.
    var releasedActivityIDs: [String] {
        lock.withLock { released }
    }
}
