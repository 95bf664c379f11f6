import Foundation

extension Device {
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
}
