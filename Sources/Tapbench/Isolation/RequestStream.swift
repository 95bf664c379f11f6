import Foundation
import TapbenchCore

/// The supervisor's requests, read on a thread of their own into an async stream: when the supervisor
/// has sent lines ahead, the worker takes the next one without waiting, and reading never blocks Swift's
/// cooperative threads, on which the app runs. Interrupts do not queue: the reading thread hands each to
/// `interrupt` as soon as it arrives, while the command it is for runs.
///
/// The end of the requests means the supervisor has gone, and the worker ends at once, whatever the app
/// is doing. (The kernel's parent-death signal would not do: it fires when the thread that started the
/// worker ends, and the supervisor's threads come and go.)
enum RequestStream {
    static func requests(interrupt: @escaping @Sendable (Int) -> Void) -> AsyncStream<WorkerRequest> {
        AsyncStream { continuation in
            let thread = Thread {
                while let line = readLine(strippingNewline: true) {
                    switch (try? JSONParser.parse(line)).flatMap(WorkerRequest.init) {
                    case .interrupt(let number)?: interrupt(number)
                    case let request?: continuation.yield(request)
                    case nil: continue
                    }
                }
                exit(0)
            }
            thread.name = "tapbench.requests"
            thread.start()
        }
    }
}
