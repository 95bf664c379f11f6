import Synchronization
import TapbenchCore

extension Device {
    /// Runs `body` with this device also as the process default: seed code that reaches the device from a
    /// `Task.detached`, which no task-local reaches, finds it there, as in a worker. One test at a time holds it,
    /// since a process has one default.
    public func asProcessDefault<Value>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value) async rethrows -> Value {
        await ProcessDefaultTurn.shared.take()
        Device.setProcessDefault(self)
        defer {
            Device.setProcessDefault(nil)
            ProcessDefaultTurn.shared.give()
        }
        return try await body()
    }
}

/// Whose turn it is to be the process default: tests wait for it in order.
private final class ProcessDefaultTurn: Sendable {
    static let shared = ProcessDefaultTurn()

    private struct State {
        var taken = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = state.withLock { state -> Bool in
                guard state.taken else {
                    state.taken = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if free { continuation.resume() }
        }
    }

    func give() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.taken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
