/// Where a Live Activity is in its life, as ActivityKit's `ActivityState` names it.
public enum LifecycleState: String, Sendable, Hashable, CaseIterable, Codable {
    /// Requested with a scheduled start date that has not come yet.
    case pending
    case active
    /// Its stale date passed without an update that moved it.
    case stale
    /// Ended by the app, a push or the system; it may still show on the Lock Screen.
    case ended
    /// Removed from every screen.
    case dismissed

    /// Shown on the Lock Screen (and counted against the limits) in this state.
    public var isVisible: Bool { self == .active || self == .stale || self == .ended }

    /// Still running: not yet ended or dismissed.
    public var isOngoing: Bool { self == .pending || self == .active || self == .stale }
}
