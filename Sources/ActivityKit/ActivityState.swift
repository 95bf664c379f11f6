import TapbenchCore

/// Where a Live Activity is in its life.
public enum ActivityState: Hashable, Sendable, Codable {
    case active
    case dismissed
    case ended
    case stale
    /// Scheduled to start later (`request(…, start:)`, iOS 26).
    case pending

    init(_ state: LifecycleState) {
        switch state {
        case .pending: self = .pending
        case .active: self = .active
        case .stale: self = .stale
        case .ended: self = .ended
        case .dismissed: self = .dismissed
        }
    }
}
