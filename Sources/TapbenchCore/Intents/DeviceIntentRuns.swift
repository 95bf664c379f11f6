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
        device.runPointWaiters.withLock { waiters in
            for kind in [RunPoint.Kind.cutOff, .hold] { waiters.removeValue(forKey: RunPoint(run: token.id, kind: kind)) }
        }
        device.mutate { state in
            state.runs.setHold(of: token.id, at: nil)
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
        device.runPointWaiters.withLock { $0[RunPoint(run: token.id, kind: .cutOff)] = reached }
        device.mutate { $0.runs.setCutOff(of: token.id, at: date) }
    }

    /// The app waits past a point of `run`, its cut-off or its hold, with the clock standing at it: its runner is
    /// told, once.
    func reach(_ kind: RunPoint.Kind, of run: Int) {
        let reached = device.runPointWaiters.withLock { $0.removeValue(forKey: RunPoint(run: run, kind: kind)) }
        reached?()
    }

    /// Stops the clock once it reaches `date` while the run waits, before the run resumes, so that something can land
    /// in it there (`perform … --tap-at`): `reached` is called when the app has nothing left to do but wait past
    /// `date`, and the run goes on at `release`. Only where the app's tasks are the bench's (`AppScheduler`): elsewhere
    /// a run's waits pass at once, and the run ends without stopping.
    public func hold(_ token: IntentRunToken, at date: Date, reached: @escaping @Sendable () -> Void) {
        device.runPointWaiters.withLock { $0[RunPoint(run: token.id, kind: .hold)] = reached }
        device.mutate { $0.runs.setHold(of: token.id, at: date) }
    }

    /// Lets a held run go on.
    private func release(_ run: Int) {
        device.runPointWaiters.withLock { _ = $0.removeValue(forKey: RunPoint(run: run, kind: .hold)) }
        device.mutate { $0.runs.setHold(of: run, at: nil) }
        AppScheduler.installed?.reconsider()
    }

    /// Where the run is held, if it is.
    func hold(of run: Int) -> Date? {
        device.read { $0.runs.hold(of: run) }
    }

    /// Runs `body`, in which what lands in the held run `token` happens, and releases the run: as soon as a run that
    /// `body` begins has its first job on its way (`started(_:)`), so that the new run's first steps come first and
    /// then both go on, or when `body` returns. The events `body` causes outside any run, and the runs it begins, with
    /// their verdicts, are the held run's, so that the flow reads them among its effects.
    public func interleave<Value: Sendable>(into token: IntentRunToken, _ body: () async -> Value) async -> Value {
        device.mutate { $0.log.interleavingInto = token.id }
        let value = await body()
        device.mutate { $0.log.interleavingInto = nil }
        release(token.id)
        return value
    }

    /// A run has begun and its handler's first job is on its way: the held run it landed in, if any, goes on.
    func started(_ token: IntentRunToken) {
        if let held = device.read({ $0.log.parent(of: token.id) }) { release(held) }
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

/// A point of an intent run where the app's scheduler stops the clock and tells the run's runner
/// (`Device.runPointWaiters`): its cut-off, where it ends, or its hold, where something lands in it.
struct RunPoint: Hashable {
    enum Kind: Hashable {
        case cutOff
        case hold
    }

    let run: Int
    let kind: Kind
}
