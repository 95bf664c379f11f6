import Foundation

extension Device {
    /// Moves the virtual clock forward by `duration`, firing every timer on the way.
    public func advance(by duration: Duration) {
        mutate { state in state.advance(to: state.now.addingTimeInterval(duration.timeInterval)) }
    }

    /// Moves the virtual clock forward to `date`; a date in the past, or past the latest time the bench can
    /// show (`Timestamp.showable`), is refused.
    public func advance(to date: Date) throws(ClockError) {
        try mutate { state throws(ClockError) in
            guard date >= state.now, date <= Timestamp.showable.upperBound else { throw ClockError(now: state.now, requested: date) }
            state.advance(to: date)
        }
    }

    /// Passes virtual time for app code, as an intent's simulated latency: timers fire on the way,
    /// without a `clock.advanced` event. An abandoned run's sleep throws `CancellationError`, and so does
    /// one that would pass the run's cut-off (`cutOff(_:at:)`), once the clock stands at the cut-off; a
    /// sleep past the latest time the bench can show throws `ClockError`.
    public func pass(until date: Date) throws {
        let run = Device.context.run
        let reachedCutOff = try mutate { state throws -> Bool in
            if let run, state.runs.isAbandoned(run) { throw CancellationError() }
            guard date <= Timestamp.showable.upperBound else { throw ClockError(now: state.now, requested: date) }
            guard let run, let cutOff = state.runs.cutOff(of: run), date > cutOff else {
                state.advance(to: date, announce: false)
                return false
            }
            state.advance(to: max(cutOff, state.now), announce: false)
            state.runs.abandon(run)
            return true
        }
        if reachedCutOff { throw CancellationError() }
    }

    /// Waits until `date` on the virtual clock, as an intent's handler waits for its server or its sleep: where the
    /// app's tasks are the bench's (`AppScheduler`) and the handler's own task waits, as a sleep of that task, since
    /// a wait is a suspension on iOS: the app's other tasks, and other runs, go on meanwhile, each at its own virtual
    /// time, and a run held for a tap stops there (`perform … --tap-at`). Otherwise, as a task the handler started
    /// does, or outside a worker, the time passes at once (`pass(until:)`).
    public func wait(until date: Date) async throws {
        let left = date.timeIntervalSince(now)
        guard left > 0 else { return }
        guard AppScheduler.installed != nil, Device.context.run != nil, IntentThread.isCurrent else { return try pass(until: date) }
        try await Task.sleep(for: .milliseconds(Int64((left * 1000).rounded())))
    }

    /// Passes virtual time for the app's sleeping tasks (`AppScheduler`): timers fire on the way, without a
    /// `clock.advanced` event. A date past the latest time the bench can show is never reached.
    func passForApp(until date: Date) {
        mutate { state in
            guard date <= Timestamp.showable.upperBound else { return }
            state.advance(to: date, announce: false)
        }
    }

    /// Moves the virtual clock forward to `date` as `advance(to:)` does, waking the app's sleeping tasks on the
    /// way in deadline order, each with the app settled before time moves on (`AppScheduler.wake(_:until:)`).
    public func advanceWakingApp(to date: Date) async throws(ClockError) {
        let start = now
        guard date >= start, date <= Timestamp.showable.upperBound else { throw ClockError(now: start, requested: date) }
        if let scheduler = AppScheduler.installed { await scheduler.wake(self, until: date) }
        mutate { state in state.advance(to: date, announcingFrom: start) }
    }
}
