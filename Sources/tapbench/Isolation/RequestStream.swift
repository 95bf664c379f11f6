import Foundation

/// The supervisor's requests, read on a thread of their own into an async stream: when the supervisor
/// has sent lines ahead, the worker takes the next one without waiting, and reading never blocks Swift's
/// cooperative threads, on which the app runs.
enum RequestStream {
    static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
            thread.name = "tapbench.requests"
            thread.start()
        }
    }
}
