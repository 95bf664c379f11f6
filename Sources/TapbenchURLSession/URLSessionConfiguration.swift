import Foundation

/// The settings of a `URLSession`, as Apple declares them. The bench reads `httpAdditionalHeaders` and
/// `timeoutIntervalForRequest`; the rest is kept as set and changes nothing, since every request is answered by
/// the bench's server (`server stub`).
///
/// ```swift
/// let configuration = URLSessionConfiguration.default
/// configuration.timeoutIntervalForRequest = 10
/// configuration.httpAdditionalHeaders = ["Authorization": "Bearer \(token)"]
/// let session = URLSession(configuration: configuration)
/// ```
open class URLSessionConfiguration: NSObject, NSCopying, @unchecked Sendable {
    private let lock = NSLock()
    private var values = Values()

    /// Everything a configuration holds, copied whole by `copy()`.
    private struct Values {
        var identifier: String?
        var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
        var timeoutIntervalForRequest: TimeInterval = 60
        var timeoutIntervalForResource: TimeInterval = 604_800
        var networkServiceType: URLRequest.NetworkServiceType = .default
        var allowsCellularAccess = true
        var allowsExpensiveNetworkAccess = true
        var allowsConstrainedNetworkAccess = true
        var waitsForConnectivity = false
        var isDiscretionary = false
        var sharedContainerIdentifier: String?
        var sessionSendsLaunchEvents = true
        var connectionProxyDictionary: [AnyHashable: Any]?
        var httpShouldUsePipelining = false
        var httpShouldSetCookies = true
        var httpCookieAcceptPolicy: HTTPCookie.AcceptPolicy = .onlyFromMainDocumentDomain
        var httpAdditionalHeaders: [AnyHashable: Any]?
        var httpMaximumConnectionsPerHost = 6
        var httpCookieStorage: HTTPCookieStorage? = .shared
        var urlCredentialStorage: URLCredentialStorage? = .shared
        var urlCache: URLCache? = .shared
        var shouldUseExtendedBackgroundIdleMode = false
        var protocolClasses: [AnyClass]? = []
    }

    @available(*, deprecated, message: "Use .default instead.", renamed: "URLSessionConfiguration.default")
    public override init() {}

    private init(values: Values) {
        self.values = values
    }

    open class var `default`: URLSessionConfiguration { URLSessionConfiguration(values: Values()) }

    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration(values: Values()) }

    open class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        var values = Values()
        values.identifier = identifier
        return URLSessionConfiguration(values: values)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        URLSessionConfiguration(values: lock.withLock { values })
    }

    open override func copy() -> Any { copy(with: nil) }

    private func read<Value>(_ keyPath: KeyPath<Values, Value>) -> Value { lock.withLock { values[keyPath: keyPath] } }
    private func write<Value>(_ keyPath: WritableKeyPath<Values, Value>, _ value: Value) { lock.withLock { values[keyPath: keyPath] = value } }

    open var identifier: String? { read(\.identifier) }
    open var requestCachePolicy: URLRequest.CachePolicy { get { read(\.requestCachePolicy) } set { write(\.requestCachePolicy, newValue) } }
    open var timeoutIntervalForRequest: TimeInterval { get { read(\.timeoutIntervalForRequest) } set { write(\.timeoutIntervalForRequest, newValue) } }
    open var timeoutIntervalForResource: TimeInterval { get { read(\.timeoutIntervalForResource) } set { write(\.timeoutIntervalForResource, newValue) } }
    open var networkServiceType: URLRequest.NetworkServiceType { get { read(\.networkServiceType) } set { write(\.networkServiceType, newValue) } }
    open var allowsCellularAccess: Bool { get { read(\.allowsCellularAccess) } set { write(\.allowsCellularAccess, newValue) } }
    open var allowsExpensiveNetworkAccess: Bool { get { read(\.allowsExpensiveNetworkAccess) } set { write(\.allowsExpensiveNetworkAccess, newValue) } }
    open var allowsConstrainedNetworkAccess: Bool {
        get { read(\.allowsConstrainedNetworkAccess) }
        set { write(\.allowsConstrainedNetworkAccess, newValue) }
    }
    open var waitsForConnectivity: Bool { get { read(\.waitsForConnectivity) } set { write(\.waitsForConnectivity, newValue) } }
    open var isDiscretionary: Bool { get { read(\.isDiscretionary) } set { write(\.isDiscretionary, newValue) } }
    open var sharedContainerIdentifier: String? { get { read(\.sharedContainerIdentifier) } set { write(\.sharedContainerIdentifier, newValue) } }
    open var sessionSendsLaunchEvents: Bool { get { read(\.sessionSendsLaunchEvents) } set { write(\.sessionSendsLaunchEvents, newValue) } }
    open var connectionProxyDictionary: [AnyHashable: Any]? {
        get { read(\.connectionProxyDictionary) }
        set { write(\.connectionProxyDictionary, newValue) }
    }
    open var httpShouldUsePipelining: Bool { get { read(\.httpShouldUsePipelining) } set { write(\.httpShouldUsePipelining, newValue) } }
    open var httpShouldSetCookies: Bool { get { read(\.httpShouldSetCookies) } set { write(\.httpShouldSetCookies, newValue) } }
    open var httpCookieAcceptPolicy: HTTPCookie.AcceptPolicy { get { read(\.httpCookieAcceptPolicy) } set { write(\.httpCookieAcceptPolicy, newValue) } }
    open var httpAdditionalHeaders: [AnyHashable: Any]? { get { read(\.httpAdditionalHeaders) } set { write(\.httpAdditionalHeaders, newValue) } }
    open var httpMaximumConnectionsPerHost: Int { get { read(\.httpMaximumConnectionsPerHost) } set { write(\.httpMaximumConnectionsPerHost, newValue) } }
    open var httpCookieStorage: HTTPCookieStorage? { get { read(\.httpCookieStorage) } set { write(\.httpCookieStorage, newValue) } }
    open var urlCredentialStorage: URLCredentialStorage? { get { read(\.urlCredentialStorage) } set { write(\.urlCredentialStorage, newValue) } }
    open var urlCache: URLCache? { get { read(\.urlCache) } set { write(\.urlCache, newValue) } }
    open var shouldUseExtendedBackgroundIdleMode: Bool {
        get { read(\.shouldUseExtendedBackgroundIdleMode) }
        set { write(\.shouldUseExtendedBackgroundIdleMode, newValue) }
    }
    /// Kept as set: a `URLProtocol` subclass never sees a request here, since the bench's server answers them all.
    open var protocolClasses: [AnyClass]? { get { read(\.protocolClasses) } set { write(\.protocolClasses, newValue) } }
}
