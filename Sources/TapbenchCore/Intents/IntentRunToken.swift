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
        events.insert(Event(at: token.start, .intentPerformed(report), run: token.id), at: index)
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

    /// Cancels the run once `date` comes on the virtual clock: a sleep that would pass it ends there.
    public func cutOff(_ token: IntentRunToken, at date: Date) {
        mutate { $0.runCutOffs[token.id] = date }
    }

    /// Whether the run reached its cut-off.
    public func reachedCutOff(_ token: IntentRunToken) -> Bool {
        read { state in state.runCutOffs[token.id].map { state.now >= $0 && state.abandonedRuns.contains(token.id) } ?? false }
    }
}
