/// Where the app's process is, as iOS moves it: in the foreground or the background, or terminated while the
/// device keeps its activities.
public enum AppProcess: String, Sendable, Hashable {
    case foreground
    case background
    case notRunning = "not running"
}

/// A change of the app's process, as an event: `app.launched`, `app.foreground`, `app.background`, `app.terminated`.
public enum AppLifecycle: Sendable, Hashable {
    /// A cold launch: the app's launch code ran, in the foreground, or in the background for an intent or a push.
    case launched(inForeground: Bool)
    case foreground
    case background
    case terminated

    public var eventName: String {
        switch self {
        case .launched: "app.launched"
        case .terminated: "app.terminated"
        case .foreground: "app.foreground"
        case .background: "app.background"
        }
    }
}
