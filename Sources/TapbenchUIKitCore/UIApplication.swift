import Foundation
import TapbenchCore

/// The app, as far as Live Activity code reaches it: opening URLs.
///
/// ```swift
/// UIApplication.shared.open(URL(string: "pizza://order/42")!)
/// ```
public final class UIApplication: Sendable {
    public static let shared = UIApplication()

    private init() {}

    /// Opens `url` on the device as the system would (`open` in the REPL), with `via` "UIApplication.open":
    /// a custom scheme goes to the app that declares it, an `https` link to the app's associated domains or the
    /// browser. The completion handler is then called at once, on the caller's thread, with `true`; the device's events say where the URL went.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        Device.current.open(url.absoluteString, via: .application, source: Device.context.source)
        completionHandler?(true)
    }

    /// Opens `url` as `open(_:options:completionHandler:)` does and answers `true`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        Device.current.open(url.absoluteString, via: .application, source: Device.context.source)
        return true
    }

    /// An option of `open(_:options:completionHandler:)`, such as `.universalLinksOnly`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
