import Synchronization

/// A value that is given once, by whichever of several parties comes first, and waited for by one: how an intent run
/// ended (its handler, the watchdog or a cancellation), or where a run with something to land in it stopped.
///
/// ```swift
/// let held = FirstAnswer<IntentRunToken?>()
/// // the runner: held.give(token) at the hold, held.give(nil) once the run is over
/// if let token = await held.value() { /* land the gesture there */ }
/// ```
public final class FirstAnswer<Value: Sendable>: Sendable {
    private struct State {
        var answer: Value?
        var waiter: CheckedContinuation<Value, Never>?
    }

    private let state = Mutex(State())

    public init() {}

    /// Gives the answer, unless one was given before.
    public func give(_ answer: Value) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
            guard state.answer == nil else { return nil }
            state.answer = answer
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: answer)
    }

    /// The first answer, once it is given.
    public func value() async -> Value {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Value? in
                if let answer = state.answer { return answer }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
