import Foundation

/// The activity type of an `NSUserActivity` that launches an app from a Live Activity without a
/// `widgetURL` or `Link` (seed 000, "Create a deep link into your app").
public let NSUserActivityTypeLiveActivity = "NSUserActivityTypeLiveActivity"

/// The activity type of an `NSUserActivity` for a universal link; its `webpageURL` is the link.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Foundation's `NSUserActivity`, which Foundation on Linux lacks: what the system hands an app's
/// continuation handler (`onContinueUserActivity`, `application(_:continue:restorationHandler:)`).
public final class NSUserActivity: Sendable {
    public let activityType: String
    /// The universal link, for `NSUserActivityTypeBrowsingWeb`.
    public let webpageURL: URL?
    /// Tapbench sets it to the tapped Live Activity's `id`, so the app can tell which one was tapped.
    public let targetContentIdentifier: String?

    public init(activityType: String, webpageURL: URL? = nil, targetContentIdentifier: String? = nil) {
        self.activityType = activityType
        self.webpageURL = webpageURL
        self.targetContentIdentifier = targetContentIdentifier
    }
}
