import Foundation
import TapbenchCore

/// Apple's `URLSession`, for app code on the bench: every request goes to the bench's server, where stubs answer
/// it (`server stub`), its answer takes virtual time, and it is recorded as a `server.request` event. Nothing it
/// sends leaves the machine. App code uses it as on iOS:
///
/// ```swift
/// var request = URLRequest(url: URL(string: "https://api.delivery.example.com/orders/A-7189/cancel")!)
/// request.httpMethod = "POST"
/// let (data, response) = try await URLSession.shared.data(for: request)
/// ```
///
/// Completion handlers and delegate methods run on the session's delegate queue, as on iOS, and a command waits
/// for them before it ends.
open class URLSession: NSObject, @unchecked Sendable {
    /// The session every app has, with the default configuration and no delegate.
    open class var shared: URLSession { sharedSession }
    private static let sharedSession = URLSession(configuration: .default)

    private let storedConfiguration: URLSessionConfiguration
    /// A copy of the configuration the session was made with: changing it changes nothing.
    open var configuration: URLSessionConfiguration { storedConfiguration.copy() as! URLSessionConfiguration }
    open var delegate: (any URLSessionDelegate)? { storedDelegate }
    private let storedDelegate: (any URLSessionDelegate)?
    /// Where completion handlers and delegate methods run: the queue the session was given, else a serial one of
    /// its own.
    open var delegateQueue: OperationQueue { queue }
    private let queue: OperationQueue
    /// What runs the session's own delegate queue, kept here: `OperationQueue` does not keep its `underlyingQueue`.
    private let serialQueue = DispatchQueue(label: "URLSession delegate queue")
    open var sessionDescription: String? {
        get { lock.withLock { description_ } }
        set { lock.withLock { description_ = newValue } }
    }

    private let lock = NSLock()
    private var description_: String?
    private var lastTaskIdentifier = 0
    private var running: [Int: URLSessionTask] = [:]
    private var invalidated = false

    public convenience init(configuration: URLSessionConfiguration) {
        self.init(configuration: configuration, delegate: nil, delegateQueue: nil)
    }

    public init(configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?, delegateQueue queue: OperationQueue?) {
        storedConfiguration = configuration.copy() as! URLSessionConfiguration
        storedDelegate = delegate
        if let queue {
            self.queue = queue
        } else {
            // A serial queue of its own, as iOS makes one, on a serial dispatch queue: an `OperationQueue` alone runs
            // on the shared pool of dispatch's threads, and waits while other work holds them all.
            self.queue = OperationQueue()
            self.queue.maxConcurrentOperationCount = 1
            self.queue.underlyingQueue = serialQueue
        }
    }

    func nextTaskIdentifier() -> Int {
        lock.withLock {
            lastTaskIdentifier += 1
            return lastTaskIdentifier
        }
    }

    /// Lets running tasks finish, then lets go of the delegate; the shared session cannot be invalidated.
    open func finishTasksAndInvalidate() {
        guard self !== URLSession.sharedSession else { return }
        lock.withLock { invalidated = true }
        let delegate = delegate
        delegateQueue.addOperation { delegate?.urlSession(self, didBecomeInvalidWithError: nil) }
    }

    /// Cancels every running task, then lets go of the delegate.
    open func invalidateAndCancel() {
        guard self !== URLSession.sharedSession else { return }
        let tasks = lock.withLock { () -> [URLSessionTask] in
            invalidated = true
            return Array(running.values)
        }
        for task in tasks { task.cancel() }
        finishTasksAndInvalidate()
    }

    open func getAllTasks(completionHandler: @escaping @Sendable ([URLSessionTask]) -> Void) {
        let tasks = lock.withLock { running.values.sorted { $0.taskIdentifier < $1.taskIdentifier } }
        delegateQueue.addOperation { completionHandler(tasks) }
    }

    /// Empties cookies, credentials and caches, which the bench never fills.
    open func reset(completionHandler: @escaping @Sendable () -> Void) {
        delegateQueue.addOperation { completionHandler() }
    }

    open func flush(completionHandler: @escaping @Sendable () -> Void) {
        delegateQueue.addOperation { completionHandler() }
    }

    /// A new task of this session; as on iOS, a session that was invalidated makes none.
    func make<Task: URLSessionTask>(_ make: (URLSession) -> Task) -> Task {
        precondition(!lock.withLock { invalidated }, "Task created in a session that has been invalidated")
        let task = make(self)
        if let delegate = delegate as? any URLSessionTaskDelegate { delegate.urlSession(self, didCreateTask: task) }
        return task
    }

    /// Runs a resumed task's request on a task of its own, for the device app code runs against; the device counts
    /// it as under way until its handler or delegate has returned.
    func start(_ task: URLSessionTask) {
        let device = Device.current
        let context = Device.context
        device.server.beginTransfer()
        lock.withLock { running[task.taskIdentifier] = task }
        Task {
            let outcome = await device.asCurrent { await Device.$context.withValue(context) { await self.answer(task) } }
            deliver(outcome, of: task, on: device, context: context)
        }
    }

    /// What the bench's server answers a task's request, after the redirects the delegates allow.
    private func answer(_ task: URLSessionTask) async -> Swift.Result<ServerRoundTrip.Result, URLError> {
        let request = task.originalRequest ?? URLRequest(url: URL(fileURLWithPath: "/"))
        guard !task.isCancelled else { return .failure(.failing(.cancelled, request.url)) }
        let outcome: Swift.Result<ServerRoundTrip.Result, URLError>
        do {
            outcome = .success(
                try await ServerRoundTrip(configuration: storedConfiguration, uploadBody: task.uploadBody).run(request) { response, next in
                    await self.redirection(of: task, response: response, to: next)
                })
        } catch {
            outcome = .failure(error)
        }
        if task.isCancelled, case .success = outcome { return .failure(.failing(.cancelled, request.url)) }
        if case .success(let result) = outcome { task.sent(result.request, bytes: (task.uploadBody ?? result.request.httpBody)?.count ?? 0) }
        return outcome
    }

    /// Hands the task's answer to its handler, or to the delegates, on the delegate queue, for the device and call
    /// context of the code that resumed it; once they return, a download's file goes, and the device hears that
    /// the request is done.
    private func deliver(_ outcome: Swift.Result<ServerRoundTrip.Result, URLError>, of task: URLSessionTask, on device: Device, context: CallContext) {
        let response = try? outcome.get().response
        let data = (try? outcome.get().data) ?? Data()
        var failure: URLError? = if case .failure(let error) = outcome { error } else { nil }
        var written: URL?
        if task is URLSessionDownloadTask, failure == nil {
            do {
                written = try DownloadFiles.write(data)
            } catch {
                failure = URLError.failing(.cannotCreateFile, task.originalRequest?.url)
            }
        }
        task.complete(response: response, bytesReceived: data.count, error: failure)
        let file = written
        delegateQueue.addOperation {
            device.asCurrent {
                Device.$context.withValue(context) {
                    self.finish(task, file: file, data: data)
                    if let file { DownloadFiles.remove(file) }
                    self.lock.withLock { self.running[task.taskIdentifier] = nil }
                    device.server.endTransfer()
                }
            }
        }
    }

    /// What the app is told when its task finishes, run on the delegate queue.
    private func finish(_ task: URLSessionTask, file: URL?, data: Data) {
        let error = task.error
        switch task.delivery {
        case .data(let handler):
            handler(error == nil ? data : nil, task.response, error)
        case .download(let handler):
            handler(file, task.response, error)
        case .delegate:
            let delegate = task.delegate ?? self.delegate as? any URLSessionTaskDelegate
            if let response = task.response, error == nil {
                if let dataTask = task as? URLSessionDataTask, let dataDelegate = delegate as? any URLSessionDataDelegate {
                    dataDelegate.urlSession(self, dataTask: dataTask, didReceive: response) { _ in }
                    if !data.isEmpty { dataDelegate.urlSession(self, dataTask: dataTask, didReceive: data) }
                }
                if let downloadTask = task as? URLSessionDownloadTask, let file, let downloadDelegate = delegate as? any URLSessionDownloadDelegate {
                    let size = Int64(data.count)
                    downloadDelegate.urlSession(self, downloadTask: downloadTask, didWriteData: size, totalBytesWritten: size, totalBytesExpectedToWrite: size)
                    downloadDelegate.urlSession(self, downloadTask: downloadTask, didFinishDownloadingTo: file)
                }
            }
            delegate?.urlSession(self, task: task, didCompleteWithError: error)
        }
    }

    /// Asks the task's delegate, else the session's, whether to follow a redirect; with neither, it is followed.
    private func redirection(of task: URLSessionTask, response: HTTPURLResponse, to next: URLRequest) async -> URLRequest? {
        guard let delegate = task.delegate ?? delegate as? any URLSessionTaskDelegate else { return next }
        return await withCheckedContinuation { continuation in
            delegateQueue.addOperation {
                delegate.urlSession(self, task: task, willPerformHTTPRedirection: response, newRequest: next) { continuation.resume(returning: $0) }
            }
        }
    }
}
