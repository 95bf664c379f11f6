import Synchronization
import TapbenchCore

/// Where a run with something to land in it stopped: its token once it is held (the runner's `Hold.reached`), or nil
/// when it ended first. The first word wins; `wait` returns it whenever it comes, and `perform` lands its gesture then.
final class HeldRun: Sendable {
    private struct State {
        var reached: IntentRunToken??
        var waiter: CheckedContinuation<IntentRunToken?, Never>?
    }

    private let state = Mutex(State())

    func reach(_ token: IntentRunToken?) {
        let waiter = state.withLock { state -> CheckedContinuation<IntentRunToken?, Never>? in
            guard state.reached == nil else { return nil }
            state.reached = .some(token)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: token)
    }

    func wait() async -> IntentRunToken? {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> IntentRunToken?? in
                if let reached = state.reached { return reached }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
