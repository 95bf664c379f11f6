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

/// What an action on the app's own screens did (`app NAME …`).
public struct AppActionReport: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        case returned
        /// It threw; the error as `ErrorText` describes it.
        case threw(String)
        /// It still waits, on the device's clock or on something that never comes, now that the app has nothing
        /// else to do: it goes on when time passes.
        case waiting
    }

    public let action: String
    public let parameters: JSONObject
    public let outcome: Outcome

    /// The outcome's name in events: `returned`, `threw` or `waiting`.
    public var outcomeName: String {
        switch outcome {
        case .returned: "returned"
        case .threw: "threw"
        case .waiting: "waiting"
        }
    }
}
