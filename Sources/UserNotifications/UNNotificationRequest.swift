/// A notification the app schedules: its content and when it fires.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Your order is ready"
/// let request = UNNotificationRequest(identifier: "ready", content: content, trigger: nil)
/// ```
public final class UNNotificationRequest: Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A notification's text, as it was when the request was made.
public class UNNotificationContent: @unchecked Sendable {
    public fileprivate(set) var title = ""
    public fileprivate(set) var subtitle = ""
    public fileprivate(set) var body = ""

    public init() {}
}

/// The notification's text, set before the request is made.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    override public var title: String { get { super.title } set { super.title = newValue } }
    override public var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    override public var body: String { get { super.body } set { super.body = newValue } }
}

/// When a notification fires.
public class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }
}

/// Fires `timeInterval` seconds after the request is added.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}
