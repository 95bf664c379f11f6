import Foundation

/// Apple's `URLRequest`: a URL and how to load it, as app code builds it for `URLSession`.
///
/// ```swift
/// var request = URLRequest(url: URL(string: "https://api.delivery.example.com/orders/A-7189/cancel")!)
/// request.httpMethod = "POST"
/// request.setValue("application/json", forHTTPHeaderField: "Content-Type")
/// request.httpBody = try JSONEncoder().encode(reason)
/// ```
///
/// The bench's server reads the method, URL, headers, body and timeout; the other settings are kept as set. It is a
/// value type without Foundation's bridging to `NSURLRequest`, which is a reference to one (`NSURLRequest(request)`
/// is not provided).
public struct URLRequest: Hashable, @unchecked Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public typealias CachePolicy = NSURLRequest.CachePolicy
    public typealias NetworkServiceType = NSURLRequest.NetworkServiceType
    public typealias Attribution = NSURLRequest.Attribution

    public var url: URL?
    public var cachePolicy: CachePolicy
    public var timeoutInterval: TimeInterval
    public var mainDocumentURL: URL?
    public var networkServiceType: NetworkServiceType = .default
    public var allowsCellularAccess = true
    public var allowsExpensiveNetworkAccess = true
    public var allowsConstrainedNetworkAccess = true
    public var assumesHTTP3Capable = false
    public var attribution: Attribution = .developer
    public var requiresDNSSECValidation = false
    public var allowsPersistentDNS = false
    public var cookiePartitionIdentifier: String?
    public var httpShouldHandleCookies = true
    public var httpShouldUsePipelining = false
    private var method = "GET"
    private var headers = HeaderFields()
    private var body: Body?

    /// A request's body: data, or a stream read when the request is sent. Setting one clears the other, as on iOS.
    private enum Body: Hashable {
        case data(Data)
        case stream(InputStream)

        static func == (left: Body, right: Body) -> Bool {
            switch (left, right) {
            case (.data(let left), .data(let right)): left == right
            case (.stream(let left), .stream(let right)): left === right
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .data(let data): hasher.combine(data)
            case .stream(let stream): hasher.combine(ObjectIdentifier(stream))
            }
        }
    }

    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    /// "GET" unless set otherwise; setting `nil` makes it "GET" again.
    public var httpMethod: String? {
        get { method }
        set { method = newValue ?? "GET" }
    }

    /// The header fields, `nil` while there are none. Names are looked up in any case.
    public var allHTTPHeaderFields: [String: String]? {
        get { headers.isEmpty ? nil : headers.dictionary }
        set { headers = HeaderFields(newValue ?? [:]) }
    }

    public func value(forHTTPHeaderField field: String) -> String? {
        headers.value(for: field)
    }

    /// Sets a header field, replacing its value in whatever case its name was set; `nil` removes it.
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        headers.set(value, for: field)
    }

    /// Adds to a header field: a second value follows the first after a comma.
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        headers.add(value, for: field)
    }

    public var httpBody: Data? {
        get {
            if case .data(let data) = body { return data }
            return nil
        }
        set { body = newValue.map(Body.data) }
    }

    public var httpBodyStream: InputStream? {
        get {
            if case .stream(let stream) = body { return stream }
            return nil
        }
        set { body = newValue.map(Body.stream) }
    }

    /// The URL, as Foundation prints a request.
    public var description: String { url?.description ?? "url: nil" }
    public var debugDescription: String { description }
}
