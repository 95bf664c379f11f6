import Foundation

/// Apple's `NSURLRequest`, here for the policies `URLRequest` names after it (`URLRequest.CachePolicy` is
/// `NSURLRequest.CachePolicy`), and as a reference to a `URLRequest`.
///
/// ```swift
/// let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 10)
/// ```
open class NSURLRequest: NSObject, NSCopying, @unchecked Sendable {
    /// How a request uses cached answers. The bench's server answers every request, so none is ever cached.
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5

        public static var reloadIgnoringCacheData: CachePolicy { .reloadIgnoringLocalCacheData }
    }

    /// The kind of traffic a request carries, a hint to the system.
    public enum NetworkServiceType: UInt, Sendable {
        case `default` = 0
        @available(iOS, introduced: 4.0, deprecated: 13.0, message: "Use PushKit for VoIP control purposes")
        case voip = 1
        case video = 2
        case background = 3
        case voice = 4
        case responsiveData = 6
        case avStreaming = 8
        case responsiveAV = 9
        case callSignaling = 11
    }

    /// Whether the developer or the person using the app made the request.
    public enum Attribution: UInt, Sendable {
        case developer = 0
        case user = 1
    }

    private let request: URLRequest

    public convenience init(url: URL) {
        self.init(url: url, cachePolicy: .useProtocolCachePolicy, timeoutInterval: 60)
    }

    public init(url: URL, cachePolicy: CachePolicy, timeoutInterval: TimeInterval) {
        request = URLRequest(url: url, cachePolicy: cachePolicy, timeoutInterval: timeoutInterval)
    }

    open var url: URL? { request.url }
    open var cachePolicy: CachePolicy { request.cachePolicy }
    open var timeoutInterval: TimeInterval { request.timeoutInterval }
    open var httpMethod: String? { request.httpMethod }
    open var allHTTPHeaderFields: [String: String]? { request.allHTTPHeaderFields }
    open var httpBody: Data? { request.httpBody }

    open func value(forHTTPHeaderField field: String) -> String? {
        request.value(forHTTPHeaderField: field)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
