import Synchronization

/// Where Ctrl-C goes: the commands a session has been asked to run, and the one its worker runs now. Ctrl-C
/// comes on another thread, at any moment: while a command runs it is sent to the worker as an interrupt
/// numbered for that command; between the command being asked for and its reaching the worker, it is
/// kept and sent on arrival; with no command under way, it is not taken.
final class CommandsUnderWay: Sendable {
    private struct State {
        var asked = 0
        var finished = 0
        var running: (worker: WorkerProcess, number: Int)?
        var interruptOnArrival = false
    }

    private let state = Mutex(State())

    /// A command was asked for.
    func ask() {
        state.withLock { $0.asked += 1 }
    }

    /// The command reached `worker` as its command `number`.
    func arrived(at worker: WorkerProcess, as number: Int) {
        state.withLock { state in
            state.running = (worker, number)
            if state.interruptOnArrival { _ = worker.send(.interrupt(number)) }
        }
    }

    /// The command finished, or its worker died.
    func finished() {
        state.withLock { state in
            state.running = nil
            state.finished += 1
            state.interruptOnArrival = false
        }
    }

    /// Ctrl-C; false when no command is under way.
    func interrupt() -> Bool {
        state.withLock { state in
            if let running = state.running {
                _ = running.worker.send(.interrupt(running.number))
                return true
            }
            guard state.asked > state.finished else { return false }
            state.interruptOnArrival = true
            return true
        }
    }
}
