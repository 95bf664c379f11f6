import Foundation

/// A request to start an activity, as `Activity.request(attributes:content:pushType:style:alertConfiguration:start:)`
/// makes it.
public struct ActivityRequest: Sendable {
    public var typeName: String
    public var attributes: JSONValue
    public var content: LiveActivity.Content
    public var pushType: PushType?
    public var start: Date?
    /// A scheduled start's alert (iOS 26), which the system shows when the activity starts.
    public var startAlert: Alert?
    public var style: ActivityStyle
    /// A `LiveActivityStartingIntent` or a push-to-start may start activities from the background.
    public var allowedInBackground: Bool
    /// The caller runs in the background whatever the app's state, as an intent from a Live Activity does.
    public var isFromBackground: Bool
    public var timestamp: Date?
    /// Where the attributes and the content state come from, which decides how they are checked.
    public var origin: ContentOrigin

    public init(
        typeName: String, attributes: JSONValue, content: LiveActivity.Content, pushType: PushType? = nil,
        start: Date? = nil, startAlert: Alert? = nil, style: ActivityStyle = .standard, allowedInBackground: Bool = false, isFromBackground: Bool = false,
        timestamp: Date? = nil, origin: ContentOrigin = .json
    ) {
        self.origin = origin
        self.typeName = typeName
        self.attributes = attributes
        self.content = content
        self.pushType = pushType
        self.start = start
        self.startAlert = startAlert
        self.style = style
        self.allowedInBackground = allowedInBackground
        self.isFromBackground = isFromBackground
        self.timestamp = timestamp
    }
}
