import Synchronization

/// The commands a worker runs, numbered from 1 in the order it was sent them, and the task that runs them,
/// so that an interrupt for one cancels it, whenever the interrupt comes: while it runs, or before it has
/// begun, when the supervisor had sent it ahead. An interrupt for a command that has finished changes nothing.
///
/// Commands run one after another in one task, with no task of their own: a cancelled command ends that task,
/// and `serve` starts the next.
final class CommandSlot: Sendable {
    private struct State {
        /// The number of the command running or last run.
        var number = 0
        var running = false
        /// The task that runs the commands.
        var serving: Task<Void, Never>?
        /// A command, not begun yet, to cancel as soon as it begins.
        var cancelWhenBegun: Int?
    }

    private let state = Mutex(State())
    /// The executor the bench's own work prefers, apart from the app's.
    private let executor: any TaskExecutor

    init(executor: any TaskExecutor) {
        self.executor = executor
    }

    /// Runs `commands` in a new task, which an interrupt for the command it runs cancels.
    func serve(_ commands: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        // Made under the lock, so the task is known before it can begin a command.
        state.withLock { state in
            let task = Task(executorPreference: executor) { await commands() }
            state.serving = task
            return task
        }
    }

    /// The next command begins.
    func begin() {
        let cancel = state.withLock { state in
            state.number += 1
            state.running = true
            return state.cancelWhenBegun == state.number ? state.serving : nil
        }
        cancel?.cancel()
    }

    /// The running command has finished.
    func finish() {
        state.withLock { $0.running = false }
    }

    /// Cancels command `number`, now if it runs, else as soon as it begins.
    func cancel(_ number: Int) {
        let task = state.withLock { state -> Task<Void, Never>? in
            if number == state.number { return state.running ? state.serving : nil }
            if number > state.number { state.cancelWhenBegun = number }
            return nil
        }
        task?.cancel()
    }
}
