import Foundation
import TapbenchCore
import TapbenchTestSupport
import TapbenchURLSession
import Testing

/// The task forms of `URLSession`: made suspended, sent by `resume()`, finished through a completion handler or the
/// delegates on the session's delegate queue; the device counts each until then, so a command waits for it.
@Suite("URLSession: tasks")
struct TaskRequestTests {
    let bench = ServerBench()
    let scores = URL(string: "https://api.scores.example.com/games/G-2041/score")!

    init() throws {
        try bench.stub("GET", "https://api.scores.example.com/games/:id/score", ServerBench.json(200, #"{"home":1,"away":0}"#), latency: .milliseconds(40))
        try bench.stub("POST", "https://api.scores.example.com/follows", ServerBench.json(201, "{}"))
    }

    @Test("a data task's completion handler gets the data and response once the device settles, and the task reads completed")
    func dataTaskWithHandler() async throws {
        let received = Received<(String, Int, Bool)>()
        let task = try await bench.app(inRun: false) {
            let task = URLSession.shared.dataTask(with: scores) { data, response, error in
                received.set((String(decoding: data ?? Data(), as: UTF8.self), (response as? HTTPURLResponse)?.statusCode ?? 0, error == nil))
            }
            #expect(task.state == .suspended)
            task.resume()
            return task
        }
        await bench.device.settle(timeout: .seconds(60))
        #expect(received.value?.0 == #"{"home":1,"away":0}"#)
        #expect(received.value?.1 == 200)
        #expect(received.value?.2 == true)
        #expect(task.state == .completed)
        #expect(task.countOfBytesReceived == 19)
        expectEvents(bench.device.takeEvents(), "01:00:00  app → GET https://api.scores.example.com/games/G-2041/score → 200 (stub 1, 40ms)")
    }

    @Test("an upload task sends its body; a download task's file is there during the handler and gone after it")
    func uploadAndDownloadTasks() async throws {
        let uploaded = Received<Int>()
        let downloaded = Received<(String, Bool)>()
        let file = Received<URL>()
        try await bench.app(inRun: false) {
            var request = URLRequest(url: URL(string: "https://api.scores.example.com/follows")!)
            request.httpMethod = "POST"
            URLSession.shared.uploadTask(with: request, from: Data(#"{"game":"G-2041"}"#.utf8)) { _, response, _ in
                uploaded.set((response as? HTTPURLResponse)?.statusCode ?? 0)
            }.resume()
            URLSession.shared.downloadTask(with: scores) { location, _, error in
                guard let location else { return downloaded.set(("", error == nil)) }
                file.set(location)
                downloaded.set(((try? String(contentsOf: location, encoding: .utf8)) ?? "", error == nil))
            }.resume()
        }
        await bench.device.settle(timeout: .seconds(60))
        #expect(uploaded.value == 201)
        #expect(downloaded.value?.0 == #"{"home":1,"away":0}"#)
        #expect(downloaded.value?.1 == true)
        let location = try #require(file.value)
        #expect(!FileManager.default.fileExists(atPath: location.path))
        #expect(Set(bench.requests) == [#"POST https://api.scores.example.com/follows {"game":"G-2041"}"#, "GET https://api.scores.example.com/games/G-2041/score"])
    }

    @Test("a session with a delegate hands it the response, the data and the completion, in that order, on its delegate queue")
    func delegate() async throws {
        let delegate = RecordingDelegate()
        // A serial dispatch queue under it, so that other tests holding dispatch's shared threads do not hold it up.
        let serial = DispatchQueue(label: "scores delegate")
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.underlyingQueue = serial
        queue.name = "scores delegate"
        let session = URLSession(configuration: .default, delegate: delegate, delegateQueue: queue)
        try await bench.app(inRun: false) { session.dataTask(with: scores).resume() }
        await bench.device.settle(timeout: .seconds(60))
        #expect(delegate.calls == ["didCreateTask", "didReceive response 200", "didReceive 19 bytes", "didCompleteWithError nil"])
        #expect(delegate.queues == Set(["scores delegate"]))
        withExtendedLifetime(serial) {}
    }

    @Test("a task cancelled before its answer comes fails with URLError.cancelled; one cancelled before it started sends nothing")
    func cancelled() async throws {
        let received = Received<URLError.Code>()
        try await bench.app(inRun: false) {
            let task = URLSession.shared.dataTask(with: scores) { _, _, error in received.set((error as? URLError)?.code ?? .unknown) }
            task.cancel()
            task.resume()
        }
        await bench.device.settle(timeout: .seconds(60))
        #expect(received.value == .cancelled)
        #expect(bench.device.server.log.isEmpty)
        let started = Received<URLError.Code>()
        try await bench.app(inRun: false) {
            let task = URLSession.shared.dataTask(with: scores) { _, _, error in started.set((error as? URLError)?.code ?? .unknown) }
            task.resume()
            task.cancel()
        }
        await bench.device.settle(timeout: .seconds(60))
        #expect(started.value == .cancelled)
    }

    @Test("finishTasksAndInvalidate lets a running task finish")
    func invalidatedSessionStillAnswersRunningTasks() async throws {
        let session = URLSession(configuration: .ephemeral)
        let received = Received<Int>()
        try await bench.app(inRun: false) {
            session.dataTask(with: scores) { _, response, _ in received.set((response as? HTTPURLResponse)?.statusCode ?? 0) }.resume()
            session.finishTasksAndInvalidate()
        }
        await bench.device.settle(timeout: .seconds(60))
        #expect(received.value == 200)
    }
}

/// A delegate that writes down what it was told, and on which queue.
final class RecordingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var seenQueues: Set<String> = []

    var calls: [String] { lock.withLock { recorded } }
    var queues: Set<String> { lock.withLock { seenQueues } }

    private func record(_ call: String) {
        let queue = OperationQueue.current?.name ?? "none"
        lock.withLock {
            recorded.append(call)
            if call != "didCreateTask" { seenQueues.insert(queue) }
        }
    }

    func urlSession(_ session: URLSession, didCreateTask task: URLSessionTask) { record("didCreateTask") }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        record("didReceive response \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) { record("didReceive \(data.count) bytes") }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        record("didCompleteWithError \(error.map { "\($0)" } ?? "nil")")
    }
}
