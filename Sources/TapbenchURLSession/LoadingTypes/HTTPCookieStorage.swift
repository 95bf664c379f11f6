import Foundation

/// Apple's `HTTPCookieStorage`, in memory: it holds the cookies app code sets, one per name, domain and path, each
/// with when it was stored (`Date()`, the device's time in a worker).
///
/// ```swift
/// HTTPCookieStorage.shared.setCookie(cookie)
/// let sent = HTTPCookieStorage.shared.cookies(for: URL(string: "https://api.delivery.example.com/orders")!)
/// ```
open class HTTPCookieStorage: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(cookie: HTTPCookie, at: Date)] = []
    private var policy: HTTPCookie.AcceptPolicy = .always

    open class var shared: HTTPCookieStorage { sharedStorage }
    private static let sharedStorage = HTTPCookieStorage()

    open var cookieAcceptPolicy: HTTPCookie.AcceptPolicy {
        get { lock.withLock { policy } }
        set { lock.withLock { policy = newValue } }
    }

    open var cookies: [HTTPCookie]? { lock.withLock { stored.map(\.cookie) } }

    /// Stores `cookie`, replacing one of the same name, domain and path; a storage that accepts none keeps it out.
    open func setCookie(_ cookie: HTTPCookie) {
        lock.withLock {
            guard policy != .never else { return }
            stored.removeAll { Self.same($0.cookie, cookie) }
            stored.append((cookie, Date()))
        }
    }

    open func deleteCookie(_ cookie: HTTPCookie) {
        lock.withLock { stored.removeAll { Self.same($0.cookie, cookie) } }
    }

    /// Removes the cookies stored at `date` or later.
    open func removeCookies(since date: Date) {
        lock.withLock { stored.removeAll { $0.at >= date } }
    }

    /// The cookies a request to `url` would carry: its host in the cookie's domain, its path under the cookie's.
    open func cookies(for url: URL) -> [HTTPCookie]? {
        guard let host = url.host?.lowercased() else { return nil }
        let path = url.path.isEmpty ? "/" : url.path
        return lock.withLock {
            stored.map(\.cookie).filter { cookie in
                let domain = cookie.domain.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
                return (host == domain || host.hasSuffix("." + domain)) && path.hasPrefix(cookie.path)
                    && (!cookie.isSecure || url.scheme?.lowercased() == "https")
            }
        }
    }

    open func setCookies(_ cookies: [HTTPCookie], for url: URL?, mainDocumentURL: URL?) {
        for cookie in cookies { setCookie(cookie) }
    }

    private static func same(_ one: HTTPCookie, _ other: HTTPCookie) -> Bool {
        one.name == other.name && one.domain.lowercased() == other.domain.lowercased() && one.path == other.path
    }
}
