/// Why the device refused to start a Live Activity, in ActivityKit's `ActivityAuthorizationError` terms.
public struct ActivityRequestError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        /// Live Activities are switched off for the app in Settings.
        case denied
        /// The app already has as many activities as the device allows one app.
        case targetMaximumExceeded
        /// The device shows as many activities, across all apps, as it allows.
        case globalMaximumExceeded
        /// Static plus dynamic data is over the size limit (4 KB).
        case attributesTooLarge
        /// The app tried to start an activity while in the background.
        case visibility
    }

    public let code: Code
    /// One line for people: what happened.
    public let message: String
    /// What would let the request through, when a setting stands in the way.
    public let remedy: Remedy?

    public init(_ code: Code, _ message: String, remedy: Remedy? = nil) {
        self.code = code
        self.message = message
        self.remedy = remedy
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
