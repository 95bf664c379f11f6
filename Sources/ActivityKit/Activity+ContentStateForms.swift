import TapbenchCore

/// ActivityKit's iOS 16.1 call forms, which pass a bare content state where later releases pass an
/// `ActivityContent`. Apple deprecated them in iOS 16.2 ("Activity", "Displaying live data with Live
/// Activities"), yet much app code still calls them; each does exactly what its `ActivityContent` twin does,
/// with no stale date and a relevance score of 0.
///
/// ```swift
/// let activity = try Activity.request(attributes: attributes, contentState: state, pushType: .token)
/// await activity.update(using: onTheWay)
/// await activity.end(using: delivered, dismissalPolicy: .default)
/// ```
extension Activity {
    /// The current content state (iOS 16.1): `content.state`.
    @available(iOS, deprecated: 16.2, message: "Use `content` instead")
    public var contentState: ContentState { content.state }

    /// The sequence `contentStateUpdates` gives.
    @available(iOS, deprecated: 16.2, message: "Use `ContentUpdates` instead")
    public typealias ContentStateUpdates = AsyncMapSequence<ContentUpdates, ContentState>

    /// Each new content state (iOS 16.1): `contentUpdates`' states.
    @available(iOS, deprecated: 16.2, message: "Use `contentUpdates` instead")
    public var contentStateUpdates: ContentStateUpdates {
        contentUpdates.map(\.state)
    }

    /// Starts an activity with a content state (iOS 16.1).
    @available(iOS, deprecated: 16.2, message: "Use request(attributes:content:pushType:) instead")
    public static func request(attributes: Attributes, contentState: ContentState, pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Replaces the content state (iOS 16.1).
    @available(iOS, deprecated: 16.2, message: "Use update(_:) instead")
    public func update(using contentState: ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Replaces the content state and alerts the person (iOS 16.1).
    @available(iOS, deprecated: 16.2, message: "Use update(_:alertConfiguration:) instead")
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration?) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends the activity, with a final content state if given (iOS 16.1); `end(dismissalPolicy: .immediate)`
    /// keeps the content it has.
    @available(iOS, deprecated: 16.2, message: "Use end(_:dismissalPolicy:) instead")
    public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}
