/// What opened a URL: its raw value is `via` in `url.opened`.
public enum URLOpener: String, Sendable, Hashable {
    /// QA's `open` command, as a link tapped elsewhere on the device.
    case command = "open"
    /// A tap on a Live Activity outside its controls.
    case widgetURL
    /// A `Link` in a Live Activity.
    case link = "Link"
    /// An intent's `OpensIntent` result, or a scripted intent's `open` effect.
    case intent
    /// App code: `UIApplication.shared.open(_:)`.
    case application = "UIApplication.open"
    /// A universal link's continuation handler answered with a URL.
    case universalLink = "universal link"

    /// Whether the URL comes from the app's own Live Activity: a `widgetURL` or `Link` opens the app it belongs to,
    /// whatever the scheme (Apple, "widgetURL(_:)": "the URL to open in the containing app"); any other URL goes to
    /// whichever app declares its scheme, and to none when no app does (Apple, "Defining a custom URL scheme for
    /// your app").
    var opensContainingApp: Bool { self == .widgetURL || self == .link }
}
