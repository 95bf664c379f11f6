@_exported import Foundation

/// The app's notifications, as Live Activity code asks for them before starting an activity. The bench
/// grants every authorization and keeps the requests the app adds; it shows no notifications.
///
/// ```swift
/// let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
/// ```
public final class UNUserNotificationCenter: Sendable {
    private static let shared = UNUserNotificationCenter()

    private init() {}

    public static func current() -> UNUserNotificationCenter { shared }

    /// Grants: the bench's person always allows notifications.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { true }

    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(true, nil)
    }

    /// Accepts the request; the bench delivers no notifications.
    public func add(_ request: UNNotificationRequest) async throws {}

    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}

/// What the app asks to be allowed to do: `[.alert, .sound, .badge]`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}
