/// What the system hands the app's continuation handler: an `NSUserActivity`, as plain values.
public struct UserActivityInfo: Sendable, Hashable {
    /// `NSUserActivityTypeLiveActivity` or `NSUserActivityTypeBrowsingWeb`.
    public let activityType: String
    /// The universal link, for `NSUserActivityTypeBrowsingWeb`.
    public let webpageURL: String?
    /// The tapped Live Activity's id, for `NSUserActivityTypeLiveActivity`.
    public let activityID: String?

    public init(activityType: String, webpageURL: String? = nil, activityID: String? = nil) {
        self.activityType = activityType
        self.webpageURL = webpageURL
        self.activityID = activityID
    }

    public static let liveActivityType = "NSUserActivityTypeLiveActivity"
    public static let browsingWebType = "NSUserActivityTypeBrowsingWeb"
}

/// Where the app's continuation handler takes the person.
public enum ContinuationDestination: Sendable, Hashable {
    /// A screen of the app, with what it shows.
    case screen(String, parameters: JSONObject)
    /// A URL the app routes itself, as a universal link's handler usually does.
    case url(String)
    /// The handler did not take it.
    case unhandled
}

/// The app's continuation handler.
public typealias ContinuationHandler = @Sendable (UserActivityInfo) -> ContinuationDestination
