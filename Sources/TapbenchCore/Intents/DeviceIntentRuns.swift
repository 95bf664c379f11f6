import Foundation

/// The intent runs on one device, as `IntentRunner` opens, cuts off and closes them: the only part of the
/// device the runner needs besides the calls the intent itself makes.
///
///     let token = device.intentRuns.begin()
///     device.intentRuns.finish(token, report: report)
public struct DeviceIntentRuns: Sendable {
    let device: Device

    /// Opens a run; events from here on are the run's, until `finish`.
    public func begin() -> IntentRunToken {
        device.mutate { state in
            let run = state.runs.begin()
            state.log.openRun(run)
            return IntentRunToken(id: run, start: state.now)
        }
    }

    /// Records `intent.performed`, at the time the run began, followed by the events the run caused.
    public func finish(_ token: IntentRunToken, report: IntentReport) {
        device.cutOffWaiters.withLock { _ = $0.removeValue(forKey: token.id) }
        device.mutate { state in
            state.runs.finish(token.id)
            state.log.closeRun(token.id, verdict: Event(at: token.start, .intentPerformed(report), run: token.id))
        }
    }

    /// From now on, calls made by this run change nothing.
    public func abandon(_ token: IntentRunToken) {
        device.mutate { $0.runs.abandon(token.id) }
    }

    /// Cancels the run once `date` comes on the virtual clock: a sleep that would pass it ends there. When the app's
    /// own tasks have nothing left to do but wait past `date` (`AppScheduler`), `reached` is called, so that the run
    /// ends then rather than after a grace period of wall time.
    public func cutOff(_ token: IntentRunToken, at date: Date, reached: @escaping @Sendable () -> Void) {
        device.cutOffWaiters.withLock { $0[token.id] = reached }
        device.mutate { $0.runs.setCutOff(of: token.id, at: date) }
    }

    /// The app waits past the cut-off of `run`, with the clock standing at it: its runner ends the run.
    func reachCutOff(of run: Int) {
        let reached = device.cutOffWaiters.withLock { $0.removeValue(forKey: run) }
        reached?()
    }

    /// Whether the run has begun and is neither finished nor abandoned.
    func isUnderWay(_ run: Int) -> Bool {
        device.read { $0.runs.isUnderWay(run) }
    }

    /// Where a recorded Ctrl-C cuts the run off, if one does.
    func cutOff(of run: Int) -> Date? {
        device.read { $0.runs.cutOff(of: run) }
    }

    /// Whether the run reached its cut-off.
    public func reachedCutOff(_ token: IntentRunToken) -> Bool {
        device.read { state in state.runs.cutOff(of: token.id).map { state.now >= $0 && state.runs.isAbandoned(token.id) } ?? false }
    }
}

extension Device {
    /// The intent runs of this device.
    public var intentRuns: DeviceIntentRuns { DeviceIntentRuns(device: self) }

    /// Whether the calling task belongs to an abandoned run.
    var callerIsAbandoned: Bool {
        guard let run = Device.context.run else { return false }
        return read { $0.runs.isAbandoned(run) }
    }
}
