import Foundation
import TapbenchCore

/// What the app reads about its background time: whether Background App Refresh is on, how long it has left, and
/// the Settings URL that lets a person turn it on.
///
/// ```swift
/// if UIApplication.shared.backgroundRefreshStatus != .available {
///     await UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
/// }
/// ```
extension UIApplication {
    /// `.available`: the bench runs every background task QA asks for (`app task ID`).
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

    /// The time left before iOS suspends the app in the background: the largest finite value, as Apple's
    /// documentation says for an app in the foreground, since the bench never takes the time back.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
}

/// Whether the app may run in the background for app refresh.
public enum UIBackgroundRefreshStatus: Int, Sendable, Hashable {
    case restricted = 0
    case denied = 1
    case available = 2
}
