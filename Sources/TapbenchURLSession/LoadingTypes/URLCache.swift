import Foundation
import Synchronization

/// Apple's `URLCache`, in memory. The bench's server answers every request, so `URLSession` neither fills it nor
/// reads it (README, "Where the interception sits"); app code that stores and reads answers itself compiles and runs.
///
/// ```swift
/// URLCache.shared = URLCache(memoryCapacity: 4_000_000, diskCapacity: 20_000_000, directory: nil)
/// URLCache.shared.removeAllCachedResponses()
/// ```
open class URLCache: NSObject, @unchecked Sendable {
    /// Where a cached answer may be kept.
    public enum StoragePolicy: UInt, Sendable {
        case allowed = 0
        case allowedInMemoryOnly = 1
        case notAllowed = 2
    }

    private static let sharedCache = Mutex(URLCache(memoryCapacity: 512_000, diskCapacity: 10_000_000, directory: nil))

    open class var shared: URLCache {
        get { sharedCache.withLock { $0 } }
        set { sharedCache.withLock { $0 = newValue } }
    }

    private let lock = NSLock()
    private var responses: [String: (response: CachedURLResponse, at: Date)] = [:]
    private var capacities: (memory: Int, disk: Int)

    public init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        capacities = (memoryCapacity, diskCapacity)
    }

    @available(iOS, introduced: 2.0, deprecated: 100000, message: "Use init(memoryCapacity:diskCapacity:directory:) instead")
    public convenience init(memoryCapacity: Int, diskCapacity: Int, diskPath path: String?) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, directory: path.map { URL(fileURLWithPath: $0) })
    }

    open var memoryCapacity: Int {
        get { lock.withLock { capacities.memory } }
        set { lock.withLock { capacities.memory = newValue } }
    }

    open var diskCapacity: Int {
        get { lock.withLock { capacities.disk } }
        set { lock.withLock { capacities.disk = newValue } }
    }

    open var currentMemoryUsage: Int { lock.withLock { responses.values.reduce(0) { $0 + $1.response.data.count } } }
    open var currentDiskUsage: Int { 0 }

    open func cachedResponse(for request: URLRequest) -> CachedURLResponse? {
        lock.withLock { responses[Self.key(request)]?.response }
    }

    /// Keeps `cachedResponse` for `request`, unless its policy forbids it or it is larger than the memory allows.
    open func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) {
        lock.withLock {
            guard cachedResponse.storagePolicy != .notAllowed, cachedResponse.data.count <= capacities.memory else { return }
            responses[Self.key(request)] = (cachedResponse, Date())
        }
    }

    open func removeCachedResponse(for request: URLRequest) {
        lock.withLock { responses[Self.key(request)] = nil }
    }

    /// Removes the answers stored at `date` or later (`Date()`, the device's time in a worker).
    open func removeCachedResponses(since date: Date) {
        lock.withLock { responses = responses.filter { $0.value.at < date } }
    }

    open func removeAllCachedResponses() {
        lock.withLock { responses.removeAll() }
    }

    private static func key(_ request: URLRequest) -> String {
        "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")"
    }
}

/// An answer and its data, as a `URLCache` keeps it.
open class CachedURLResponse: NSObject, NSCopying, @unchecked Sendable {
    public let response: URLResponse
    public let data: Data
    public let userInfo: [AnyHashable: Any]?
    public let storagePolicy: URLCache.StoragePolicy

    public convenience init(response: URLResponse, data: Data) {
        self.init(response: response, data: data, userInfo: nil, storagePolicy: .allowed)
    }

    public init(response: URLResponse, data: Data, userInfo: [AnyHashable: Any]? = nil, storagePolicy: URLCache.StoragePolicy) {
        self.response = response
        self.data = data
        self.userInfo = userInfo
        self.storagePolicy = storagePolicy
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
