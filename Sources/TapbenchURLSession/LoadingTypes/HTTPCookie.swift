import Foundation

/// Apple's `HTTPCookie`, made from its properties. The bench's server sets no cookies and `URLSession` sends none
/// (README, "Where the interception sits"); app code that builds and stores cookies itself compiles and runs.
///
/// ```swift
/// let cookie = HTTPCookie(properties: [.name: "session", .value: token, .domain: "api.delivery.example.com", .path: "/"])
/// HTTPCookieStorage.shared.setCookie(cookie!)
/// ```
open class HTTPCookie: NSObject, @unchecked Sendable {
    /// Which cookies a storage accepts.
    public enum AcceptPolicy: UInt, Sendable {
        case always = 0
        case never = 1
        case onlyFromMainDocumentDomain = 2
    }

    open private(set) var properties: [HTTPCookiePropertyKey: Any]?
    public let name: String
    public let value: String
    public let domain: String
    public let path: String
    public let expiresDate: Date?
    public let isSecure: Bool
    public let isHTTPOnly: Bool

    /// `nil` without a name, a value, a path and a domain (or an origin URL to take it from), as Foundation's.
    public init?(properties: [HTTPCookiePropertyKey: Any]) {
        func string(_ key: HTTPCookiePropertyKey) -> String? {
            (properties[key] as? String) ?? (properties[key] as? URL)?.absoluteString
        }
        guard let name = string(.name), let value = string(.value), let path = string(.path),
            let domain = string(.domain) ?? string(.originURL).flatMap({ URL(string: $0)?.host })
        else { return nil }
        self.name = name
        self.value = value
        self.path = path
        self.domain = domain
        expiresDate = properties[.expires] as? Date
        isSecure = properties[.secure] != nil && (properties[.secure] as? String)?.uppercased() != "FALSE"
        isHTTPOnly = properties[HTTPCookiePropertyKey("HttpOnly")] != nil
        self.properties = properties
    }

    /// Whether the cookie ends with the session: it has no expiry date.
    open var isSessionOnly: Bool { expiresDate == nil }
}

/// The keys of a cookie's properties.
public struct HTTPCookiePropertyKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = HTTPCookiePropertyKey("Name")
    public static let value = HTTPCookiePropertyKey("Value")
    public static let originURL = HTTPCookiePropertyKey("OriginURL")
    public static let version = HTTPCookiePropertyKey("Version")
    public static let domain = HTTPCookiePropertyKey("Domain")
    public static let path = HTTPCookiePropertyKey("Path")
    public static let secure = HTTPCookiePropertyKey("Secure")
    public static let expires = HTTPCookiePropertyKey("Expires")
    public static let comment = HTTPCookiePropertyKey("Comment")
    public static let commentURL = HTTPCookiePropertyKey("CommentURL")
    public static let discard = HTTPCookiePropertyKey("Discard")
    public static let maximumAge = HTTPCookiePropertyKey("Max-Age")
    public static let port = HTTPCookiePropertyKey("Port")
    public static let sameSitePolicy = HTTPCookiePropertyKey("SameSite")
}
