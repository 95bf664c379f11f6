import Foundation

/// An intent run under way: its number and when, in virtual time, it began.
public struct IntentRunToken: Sendable, Hashable {
    public let id: Int
    public let start: Date
}

extension Device {
    /// Opens a run; events from here on are the run's, until `finishIntentRun`.
    public func beginIntentRun() -> IntentRunToken {
        mutate { state in
            let run = state.runs.begin()
            state.log.openRun(run)
            return IntentRunToken(id: run, start: state.now)
        }
    }

    /// Records `intent.performed`, at the time the run began, followed by the events the run caused.
    public func finishIntentRun(_ token: IntentRunToken, report: IntentReport) {
        mutate { $0.log.closeRun(token.id, verdict: Event(at: token.start, .intentPerformed(report), run: token.id)) }
    }

    /// From now on, calls made by this run change nothing.
    public func abandonIntentRun(_ token: IntentRunToken) {
        mutate { $0.runs.abandon(token.id) }
    }

    /// Whether the calling task belongs to an abandoned run.
    var callerIsAbandoned: Bool {
        guard let run = Device.context.run else { return false }
        return read { $0.runs.isAbandoned(run) }
    }

    /// Cancels the run once `date` comes on the virtual clock: a sleep that would pass it ends there.
    public func cutOff(_ token: IntentRunToken, at date: Date) {
        mutate { $0.runs.setCutOff(of: token.id, at: date) }
    }

    /// Whether the run reached its cut-off.
    public func reachedCutOff(_ token: IntentRunToken) -> Bool {
        read { state in state.runs.cutOff(of: token.id).map { state.now >= $0 && state.runs.isAbandoned(token.id) } ?? false }
    }
}
