import DequeModule
import Foundation
import Synchronization
import TapbenchCore

/// The supervisor's requests, read on a thread of their own: reading never blocks Swift's cooperative
/// threads, on which the app runs. When the supervisor has sent lines ahead, `next()` hands over the next
/// one without suspending, so a replay's steps follow each other with no hop between threads. Interrupts do
/// not queue: the reading thread hands each to `interrupt` as soon as it arrives, while the command it is
/// for runs.
///
/// The end of the requests means the supervisor has gone, and the worker ends at once, whatever the app
/// is doing. (The kernel's parent-death signal would not do: it fires when the thread that started the
/// worker ends, and the supervisor's threads come and go.)
final class RequestQueue: Sendable {
    private struct State {
        var waiting: Deque<WorkerRequest> = []
        var reader: CheckedContinuation<WorkerRequest, Never>?
    }

    private let state = Mutex(State())

    /// Starts reading standard input on a thread of its own.
    static func reading(interrupt: @escaping @Sendable (Int) -> Void) -> RequestQueue {
        let queue = RequestQueue()
        let thread = Thread {
            while let line = readLine(strippingNewline: true) {
                switch (try? JSONParser.parse(line)).flatMap(WorkerRequest.init) {
                case .interrupt(let number)?: interrupt(number)
                case let request?: queue.deliver(request)
                case nil: continue
                }
            }
            exit(0)
        }
        thread.name = "tapbench.requests"
        thread.start()
        return queue
    }

    /// The next request, at once when one has arrived, else as soon as one does.
    func next() async -> WorkerRequest {
        if let request = state.withLock({ $0.waiting.popFirst() }) { return request }
        return await withCheckedContinuation { reader in
            let request = state.withLock { state -> WorkerRequest? in
                if let request = state.waiting.popFirst() { return request }
                state.reader = reader
                return nil
            }
            if let request { reader.resume(returning: request) }
        }
    }

    private func deliver(_ request: WorkerRequest) {
        let reader = state.withLock { state -> CheckedContinuation<WorkerRequest, Never>? in
            guard let reader = state.reader else {
                state.waiting.append(request)
                return nil
            }
            state.reader = nil
            return reader
        }
        reader?.resume(returning: request)
    }
}
