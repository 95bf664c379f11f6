import TapbenchCore

/// How an activity receives ActivityKit push notifications.
public struct PushType: Hashable, Sendable {
    let pushType: TapbenchCore.PushType

    /// The activity gets its own push token (`pushTokenUpdates`).
    public static let token = PushType(pushType: .token)
    /// The activity subscribes to a broadcast channel (iOS 18).
    public static func channel(_ channelID: String) -> PushType { PushType(pushType: .channel(channelID)) }
}

/// How the system may present an activity (iOS 26 `style:`).
public enum ActivityStyle: Hashable, Sendable {
    case standard
    /// The system may dismiss it after a while.
    case transient

    var style: TapbenchCore.ActivityStyle { self == .standard ? .standard : .transient }
}
