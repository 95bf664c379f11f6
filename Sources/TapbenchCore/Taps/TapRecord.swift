/// A touch on a presentation and what the system made of it.
public struct TapRecord: Sendable, Hashable {
    public enum Gesture: String, Sendable, Hashable {
        case tap
        case toggle
        /// A long press.
        case hold
    }

    public enum Action: String, Sendable, Hashable {
        /// A button's or toggle's intent ran.
        case intent
        /// A `Link` opened its destination.
        case link
        /// A tap outside any control, or on one that does not work where it is (`reason` cites the rule), opened the
        /// presentation's `widgetURL`.
        case widgetURL
        /// With no URL, the app launched with an `NSUserActivity` of type `NSUserActivityTypeLiveActivity`.
        case continuation
        /// The expanded presentation (after a long press), or the Lock Screen's (StandBy) came up.
        case expand
        /// Nothing happens in the app; `reason` says why.
        case nothing
    }

    /// The `element` of a touch outside any control.
    public static let background = "background"

    /// Whether the touch was outside any control.
    public var isOnBackground: Bool { element == Self.background }

    public let activity: Int
    public let presentation: PresentationKind
    public let gesture: Gesture
    /// `Button "Cancel"`, `Toggle "Paused"`, `Link "Help"`, or `TapRecord.background`.
    public let element: String
    /// The element's number in `show`, if a control was touched.
    public let number: Int?
    public let action: Action
    /// The toggle's new value, shown before its intent runs.
    public let value: Bool?
    public let url: String?
    public let reason: String?

    public init(
        activity: Int, presentation: PresentationKind, gesture: Gesture, element: String, number: Int?, action: Action,
        value: Bool? = nil, url: String? = nil, reason: String? = nil
    ) {
        self.activity = activity
        self.presentation = presentation
        self.gesture = gesture
        self.element = element
        self.number = number
        self.action = action
        self.value = value
        self.url = url
        self.reason = reason
    }
}

/// Which element of a presentation a tap is for.
public enum TapTarget: Sendable, Hashable {
    /// Its number in `show`.
    case number(Int)
    /// Its label, as read (`Cancel`), ignoring case.
    case label(String)
    /// Anywhere outside the controls.
    case background
}
