import Foundation
import Synchronization

/// Drains what a worker prints, on a thread of its own so that the worker never blocks on a full pipe,
/// and keeps the last few kilobytes: enough for the runtime's report of a trap.
final class PrintedTail: Sendable {
    private static let kept = 8192
    private let state = Mutex<[UInt8]>([])
    private let finished = DispatchSemaphore(value: 0)

    init(descriptor: Int32) {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                state.withLock { bytes in
                    bytes += chunk[..<count]
                    if bytes.count > Self.kept { bytes.removeFirst(bytes.count - Self.kept) }
                }
            }
            close(descriptor)
            finished.signal()
        }
        thread.name = "tapbench.worker-output"
        thread.start()
    }

    /// The text kept, once the worker has closed its output (it has, when it has died).
    func text() -> String {
        finished.wait()
        finished.signal()
        return state.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
