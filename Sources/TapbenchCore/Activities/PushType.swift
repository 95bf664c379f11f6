/// How an activity receives ActivityKit pushes.
public enum PushType: Sendable, Hashable, Codable {
    /// Its own push token, which the device issues and may rotate.
    case token
    /// A broadcast channel it subscribes to (iOS 18).
    case channel(String)
}

/// How the system may present an activity (seed 001, `style:`).
public enum ActivityStyle: String, Sendable, Hashable, Codable {
    case standard
    /// The system may dismiss it after a while.
    case transient
}
