import Dispatch
import Foundation

/// Reads standard input one line at a time on a thread of its own, so that waiting for QA to type
/// never blocks Swift's cooperative threads, on which intents and the app's tasks run.
final class LineReader: Sendable {
    private let queue = DispatchQueue(label: "tapbench.stdin")

    /// The next line without its newline, or nil at the end of input.
    func next() async -> String? {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: readLine(strippingNewline: true)) }
        }
    }
}
