import Foundation

/// One request of a `URLSession`, as Apple declares it: made suspended, started by `resume()`, answered by the
/// bench's server (`server stub`), and finished through its completion handler or the session's delegate.
///
/// ```swift
/// let task = URLSession.shared.dataTask(with: URL(string: "https://api.scores.example.com/games/G-2041")!) { data, response, error in
///     // on the session's delegate queue, once the stub's latency has passed on the device's clock
/// }
/// task.resume()
/// ```
open class URLSessionTask: NSObject, NSCopying, @unchecked Sendable {
    public enum State: Int, @unchecked Sendable {
        case running = 0
        case suspended = 1
        case canceling = 2
        case completed = 3
    }

    public static let defaultPriority: Float = 0.5
    public static let lowPriority: Float = 0
    public static let highPriority: Float = 1

    public let taskIdentifier: Int
    public let originalRequest: URLRequest?
    /// The session that made it, until it completes.
    private(set) weak var session: URLSession?
    /// What an upload sends instead of the request's body.
    let uploadBody: Data?
    /// Where its answer goes.
    let delivery: Delivery

    /// Where a task's answer goes: its completion handler, or the delegates.
    enum Delivery: Sendable {
        case data(@Sendable (Data?, URLResponse?, (any Error)?) -> Void)
        case download(@Sendable (URL?, URLResponse?, (any Error)?) -> Void)
        case delegate
    }

    private let lock = NSLock()
    private var values = Values()

    private struct Values {
        var state = State.suspended
        var started = false
        var currentRequest: URLRequest?
        var response: URLResponse?
        var error: (any Error)?
        var priority = URLSessionTask.defaultPriority
        var taskDescription: String?
        var delegate: (any URLSessionTaskDelegate)?
        var earliestBeginDate: Date?
        var countOfBytesReceived: Int64 = 0
        var countOfBytesSent: Int64 = 0
        var countOfBytesExpectedToSend: Int64 = 0
        var countOfBytesExpectedToReceive: Int64 = -1
        var countOfBytesClientExpectsToSend: Int64 = -1
        var countOfBytesClientExpectsToReceive: Int64 = -1
    }

    init(session: URLSession, request: URLRequest, uploadBody: Data? = nil, delivery: Delivery) {
        self.session = session
        taskIdentifier = session.nextTaskIdentifier()
        originalRequest = request
        self.uploadBody = uploadBody
        self.delivery = delivery
        super.init()
        values.currentRequest = request
        values.countOfBytesExpectedToSend = Int64((uploadBody ?? request.httpBody)?.count ?? 0)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    private func read<Value>(_ keyPath: KeyPath<Values, Value>) -> Value { lock.withLock { values[keyPath: keyPath] } }
    private func write<Value>(_ keyPath: WritableKeyPath<Values, Value>, _ value: Value) { lock.withLock { values[keyPath: keyPath] = value } }

    open var state: State { read(\.state) }
    open var currentRequest: URLRequest? { read(\.currentRequest) }
    open var response: URLResponse? { read(\.response) }
    open var error: (any Error)? { read(\.error) }
    open var priority: Float { get { read(\.priority) } set { write(\.priority, newValue) } }
    open var taskDescription: String? { get { read(\.taskDescription) } set { write(\.taskDescription, newValue) } }
    /// A delegate for this task alone, asked before the session's.
    open var delegate: (any URLSessionTaskDelegate)? { get { read(\.delegate) } set { write(\.delegate, newValue) } }
    open var earliestBeginDate: Date? { get { read(\.earliestBeginDate) } set { write(\.earliestBeginDate, newValue) } }
    open var countOfBytesReceived: Int64 { read(\.countOfBytesReceived) }
    open var countOfBytesSent: Int64 { read(\.countOfBytesSent) }
    open var countOfBytesExpectedToSend: Int64 { read(\.countOfBytesExpectedToSend) }
    open var countOfBytesExpectedToReceive: Int64 { read(\.countOfBytesExpectedToReceive) }
    open var countOfBytesClientExpectsToSend: Int64 {
        get { read(\.countOfBytesClientExpectsToSend) }
        set { write(\.countOfBytesClientExpectsToSend, newValue) }
    }
    open var countOfBytesClientExpectsToReceive: Int64 {
        get { read(\.countOfBytesClientExpectsToReceive) }
        set { write(\.countOfBytesClientExpectsToReceive, newValue) }
    }

    /// Starts the request, once; a suspended task that already started carries on.
    open func resume() {
        let first = lock.withLock { () -> Bool in
            guard values.state == .suspended else { return false }
            values.state = .running
            defer { values.started = true }
            return !values.started
        }
        if first, let session { session.start(self) }
    }

    /// Pauses the task's delivery; the bench's answers take no real time, so it changes only `state`.
    open func suspend() {
        lock.withLock { if values.state == .running { values.state = .suspended } }
    }

    /// Cancels the request: unless its answer has already come, it fails with `URLError.cancelled`. A task never
    /// resumed finishes so at once, as on iOS, without a request.
    open func cancel() {
        let neverStarted = lock.withLock { () -> Bool in
            guard values.state == .running || values.state == .suspended else { return false }
            values.state = .canceling
            defer { values.started = true }
            return !values.started
        }
        if neverStarted, let session { session.start(self) }
    }

    var isCancelled: Bool { read(\.state) == .canceling }

    /// A started request was sent.
    func sent(_ request: URLRequest, bytes: Int) {
        lock.withLock {
            values.currentRequest = request
            values.countOfBytesSent = Int64(bytes)
        }
    }

    /// The task is done: with its response, or with its error.
    func complete(response: URLResponse?, bytesReceived: Int, error: (any Error)?) {
        lock.withLock {
            values.response = response
            values.error = error
            values.countOfBytesReceived = Int64(bytesReceived)
            values.countOfBytesExpectedToReceive = response.map { $0.expectedContentLength } ?? values.countOfBytesExpectedToReceive
            values.state = .completed
        }
    }
}

/// A task whose answer comes back as data (`dataTask(with:)`).
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}

/// A task that sends a body from data or a file (`uploadTask(with:from:)`), and whose answer comes back as data.
open class URLSessionUploadTask: URLSessionDataTask, @unchecked Sendable {}

/// A task whose answer is written to a file (`downloadTask(with:)`), which the app moves before the handler
/// returns.
open class URLSessionDownloadTask: URLSessionTask, @unchecked Sendable {
    /// Cancels the download; the bench keeps no partial data to resume from, so the handler gets nil.
    open func cancel(byProducingResumeData completionHandler: @escaping @Sendable (Data?) -> Void) {
        cancel()
        completionHandler(nil)
    }
}
