import Foundation

/// An intent run under way: its number and when, in virtual time, it began.
public struct IntentRunToken: Sendable, Hashable {
    public let id: Int
    public let start: Date
}

extension DeviceState {
    mutating func beginIntentRun() -> IntentRunToken {
        runCount += 1
        openRuns[runCount] = events.count
        return IntentRunToken(id: runCount, start: now)
    }

    /// Records `intent.performed` before the events the run caused, at the time it began.
    mutating func finishIntentRun(_ token: IntentRunToken, report: IntentReport) {
        let index = min(openRuns.removeValue(forKey: token.id) ?? events.count, events.count)
        events.insert(Event(at: token.start, .intentPerformed(report)), at: index)
    }
}

extension Device {
    /// Opens a run; events from here on are the run's, until `finishIntentRun`.
    public func beginIntentRun() -> IntentRunToken {
        mutate { $0.beginIntentRun() }
    }

    public func finishIntentRun(_ token: IntentRunToken, report: IntentReport) {
        mutate { $0.finishIntentRun(token, report: report) }
    }

    /// From now on, calls made by this run change nothing.
    public func abandonIntentRun(_ token: IntentRunToken) {
        mutate { _ = $0.abandonedRuns.insert(token.id) }
    }

    /// Whether the calling task belongs to an abandoned run.
    var callerIsAbandoned: Bool {
        guard let run = Device.context.run else { return false }
        return read { $0.abandonedRuns.contains(run) }
    }

    /// Passes virtual time for app code, as an intent's simulated latency: timers fire on the way,
    /// without a `clock.advanced` event. An abandoned run's sleep throws `CancellationError`, and so does
    /// one that would pass the run's cut-off (`cutOff(_:at:)`), once the clock stands at the cut-off; a
    /// sleep past the latest time the bench can show throws `ClockError`.
    public func pass(until date: Date) throws {
        let run = Device.context.run
        let reachedCutOff = try mutate { state throws -> Bool in
            if let run, state.abandonedRuns.contains(run) { throw CancellationError() }
            guard date <= Timestamp.showable.upperBound else { throw ClockError(now: state.now, requested: date) }
            guard let run, let cutOff = state.runCutOffs[run], date > cutOff else {
                state.advance(to: date, announce: false)
                return false
            }
            state.advance(to: max(cutOff, state.now), announce: false)
            state.abandonedRuns.insert(run)
            return true
        }
        if reachedCutOff { throw CancellationError() }
    }

    /// Cancels the run once `date` comes on the virtual clock: a sleep that would pass it ends there.
    public func cutOff(_ token: IntentRunToken, at date: Date) {
        mutate { $0.runCutOffs[token.id] = date }
    }

    /// Whether the run reached its cut-off.
    public func reachedCutOff(_ token: IntentRunToken) -> Bool {
        read { state in state.runCutOffs[token.id].map { state.now >= $0 && state.abandonedRuns.contains(token.id) } ?? false }
    }
}
