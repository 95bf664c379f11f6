import TapbenchCore

/// How an activity receives ActivityKit push notifications.
public struct PushType: Hashable, Sendable {
    let pushType: TapbenchCore.PushType

    /// The activity gets its own push token (`pushTokenUpdates`).
    public static let token = PushType(pushType: .token)
    /// The activity subscribes to a broadcast channel (iOS 18).
    public static func channel(_ channelID: String) -> PushType { PushType(pushType: .channel(channelID)) }
}

/// How long an activity lasts and where it shows (iOS 18 `style:`).
public enum ActivityStyle: Hashable, Sendable {
    /// Until the app, a push or the person ends it, or the system's time limit.
    case standard
    /// Expanded in the Dynamic Island while the person stays in the app; it ends when the device locks or the app
    /// leaves the foreground.
    case transient

    var style: TapbenchCore.ActivityStyle { self == .standard ? .standard : .transient }
}
