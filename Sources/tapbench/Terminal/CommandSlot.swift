import Synchronization
import Bench

/// The command running now, so that Ctrl-C can cancel it.
final class CommandSlot: Sendable {
    private let running = Mutex<Task<Outcome, Never>?>(nil)

    func hold(_ task: Task<Outcome, Never>?) {
        running.withLock { $0 = task }
    }

    /// Cancels the running command; false when none is running.
    func cancel() -> Bool {
        guard let task = running.withLock({ $0 }) else { return false }
        task.cancel()
        return true
    }
}
