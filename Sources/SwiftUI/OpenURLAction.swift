import Foundation

/// What `@Environment(\.openURL)` gives a view: a call that opens a URL, or a handler of the app's own installed
/// with `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// A Live Activity's views run no code when tapped, so in one the action is never called; a tap opens the app
/// through a `Link` or the `widgetURL` instead. It compiles as written, for views the app and its Live Activity share.
public struct OpenURLAction: @unchecked Sendable {
    private let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Calls the handler; the system's action, which opens the URL on iOS, does nothing here.
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        if case .discarded = handler(url).kind { completion(false) } else { completion(true) }
    }

    /// What a handler did with the URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind

        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }
}

extension EnvironmentValues {
    /// The system's: it hands every URL to the system.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}
