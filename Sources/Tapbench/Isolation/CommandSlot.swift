import TapbenchCommands
import Synchronization

/// The command a worker is running, by its number among the commands it was sent, so that an interrupt
/// for it cancels it, whenever the interrupt comes: while it runs, or before it has begun, when the
/// supervisor had sent it ahead. An interrupt for a command that has finished changes nothing.
final class CommandSlot: Sendable {
    private struct State {
        /// The number of the command running or last run.
        var number = 0
        var task: Task<CommandOutcome, Never>?
        /// A command, not begun yet, to cancel as soon as it begins.
        var cancelWhenBegun: Int?
    }

    private let state = Mutex(State())

    /// Command `number` has begun as `task`.
    func begin(_ number: Int, _ task: Task<CommandOutcome, Never>) {
        let cancelNow = state.withLock { state in
            state.number = number
            state.task = task
            return state.cancelWhenBegun == number
        }
        if cancelNow { task.cancel() }
    }

    /// The running command has finished.
    func finish() {
        state.withLock { $0.task = nil }
    }

    /// Cancels command `number`, now if it runs, else as soon as it begins.
    func cancel(_ number: Int) {
        let task = state.withLock { state -> Task<CommandOutcome, Never>? in
            if number == state.number { return state.task }
            if number > state.number { state.cancelWhenBegun = number }
            return nil
        }
        task?.cancel()
    }
}
