import Foundation
import Synchronization

/// Runs intents under the budget (DESIGN D6), the way a Live Activity's button runs them: the app
/// wakes in the background, `perform()` runs, and what it did is recorded under `intent.performed`.
///
/// Both clocks count. Simulated latency passes on the virtual clock and costs nothing to wait for, so
/// a handler that sleeps 1500 ms of virtual time finishes and is reported `over`. The wall clock is the
/// watchdog: a handler still running when its budget has passed in wall time (one that spins, or
/// awaits something that never comes) is cancelled, reported at once, and whatever it does afterwards
/// is dropped, as iOS drops the work of an app it has ended; with the budget off it runs on and is
/// reported `over`. Events carry the deterministic virtual figure; the wall time comes back beside the
/// report for interactive display, so that recorded sessions replay byte for byte. The wall clock is the
/// device's (`Device.wallClock`), so a test that gives the device a clock of its own decides exactly
/// when the budget and the grace periods pass.
public struct IntentRunner: Sendable {
    public let device: Device
    private let wallClock: any WallClock

    /// How long, in wall time, an abandoned handler has to end by itself before its thread is parked; and
    /// how long a run with a recorded Ctrl-C may stay at its cut-off before it is cancelled.
    static let gracePeriod = Duration.milliseconds(100)

    /// How often, in wall time, the runner tries again to park a handler that was somewhere it could not
    /// be stopped safely (`ThreadParking`). Each try costs the handler's thread a signal, a few microseconds.
    static let parkingRetry = Duration.milliseconds(2)

    /// A Ctrl-C as a transcript records it (`perform … --cancel-after 0ms`): runs started in this scope are
    /// cancelled, as Ctrl-C cancelled them, at this much virtual time into the run. A sleep that would pass
    /// the point ends there; a handler that waits on the wall clock at the point is cancelled after the
    /// grace period, as QA's key press came while it waited. So a recorded Ctrl-C replays as it happened.
    @TaskLocal public static var recordedCancellation: Duration?

    /// Where a run stops for something to land in it (`DeviceIntentRuns.hold(_:at:reached:)`): `after` into the run on
    /// the virtual clock, at the suspension that passes it. `reached` gets the run's token; the caller releases it.
    public struct Hold: Sendable {
        public let after: Duration
        public let reached: @Sendable (IntentRunToken) -> Void

        public init(after: Duration, reached: @escaping @Sendable (IntentRunToken) -> Void) {
            self.after = after
            self.reached = reached
        }
    }

    /// Parks an abandoned run's thread, trying again while its handler is out of reach, then retires the
    /// thread. Until it is parked, the thread runs only when the machine has nothing else to run
    /// (`IntentThread.park()`), and what the handler does is dropped, as from any abandoned run.
    private static func stop(_ thread: IntentThread, on wallClock: any WallClock) {
        guard thread.park() else {
            wallClock.schedule(after: parkingRetry) { stop(thread, on: wallClock) }
            return
        }
        thread.retire()
    }

    public init(device: Device) {
        self.device = device
        wallClock = device.wallClock
    }

    /// The report, as recorded in the event log, and the wall time from the start to the moment the
    /// run was decided: the handler's return, the deadline, or the cancellation.
    public struct Run: Sendable {
        public let report: IntentReport
        public let wallTime: Duration
    }

    /// Runs `intent`; `attachedTo` is the activity whose button or toggle ran it. With `terminatedAt`, iOS terminates
    /// the app that far into the run on the virtual clock, at the suspension that passes it: the run stops there as a
    /// recorded Ctrl-C stops one, reported `cancelled` by `termination`, and the caller ends the app's process.
    /// With `hold`, the run stops at its point until the caller releases it. Each of `landing` is a push that lands
    /// `after` into the run (`Device.push(_:landingAt:during:)`).
    public func run(
        _ intent: PreparedIntent, attachedTo activity: Int? = nil, terminatedAt termination: Duration? = nil, hold: Hold? = nil,
        landing: [(after: Duration, request: PushRequest)] = []
    ) async -> Run {
        // The values it was called with, read before `perform()` can change them.
        let parameters = intent.parameters
        // An intent wakes the app in the background, launching it cold, its launch code first, if it is not running.
        device.runApp(inForeground: false)
        let settings = device.settings
        let token = device.intentRuns.begin()
        let context = CallContext(
            source: .intent, mayStartInBackground: intent.kind.isStarting, isBackground: true, run: token.id, attachedActivity: activity)
        let thread = IntentThread.take()
        // How the run ended, first come first served, with the wall clock's reading taken where it happened, so that a
        // busy scheduler cannot inflate the figures.
        let finish = FirstAnswer<Decision>()
        let wallStart = wallClock.now
        let device = device
        // A recorded Ctrl-C and a termination both stop the run; the earlier one does. The point is set before the
        // handler starts, so that its first sleep already stops there.
        typealias CutOff = (point: Duration, cause: IntentReport.Cancellation)
        let cutOffs: [CutOff?] = [Self.recordedCancellation.map { ($0, .user) }, termination.map { ($0, .termination) }]
        let cutOff = cutOffs.compactMap { $0 }.min { $0.point < $1.point }
        let cutOffDate = cutOff.map { token.start.addingTimeInterval($0.point.timeInterval) }
        if let cutOffDate {
            device.intentRuns.cutOff(token, at: cutOffDate) { finish.give(Decision(.cutOff, at: wallClock.now)) }
        }
        if let hold {
            device.intentRuns.hold(token, at: token.start.addingTimeInterval(hold.after.timeInterval)) { hold.reached(token) }
        }
        for push in landing { device.push(push.request, landingAt: token.start.addingTimeInterval(push.after.timeInterval), during: token) }
        let task = Task(executorPreference: thread) {
            let outcome: IntentReport.Outcome
            do {
                let value = try await device.asCurrent {
                    try await Device.$context.withValue(context) { try await intent.perform() }
                }
                outcome = .returned(value)
            } catch is CancellationError where Task.isCancelled {
                outcome = .cancelled(.user)
            } catch {
                outcome = .threw(ErrorText.describe(error))
            }
            thread.handlerReturned()
            // The virtual time is read as the handler returns: another run may move the clock on before the runner
            // looks again.
            finish.give(Decision(.completed(outcome, at: device.now), at: wallClock.now))
        }
        // Its first job is on its way: a run it landed in may go on (`DeviceIntentRuns.interleave(into:_:)`).
        device.intentRuns.started(token)
        let watchdog =
            settings.enforcesIntentBudget
            ? wallClock.schedule(after: settings.intentBudget) { finish.give(Decision(.deadline, at: wallClock.now)) } : nil
        let recorded = cutOff.map { _ in wallClock.schedule(after: Self.gracePeriod) { finish.give(Decision(.cutOff, at: wallClock.now)) } }
        let decision = await withTaskCancellationHandler {
            await finish.value()
        } onCancel: {
            finish.give(Decision(.cancelledByUser, at: wallClock.now))
        }
        let (ending, endedAt) = (decision.ending, decision.at)
        if let watchdog { wallClock.cancel(watchdog) }
        if let recorded { wallClock.cancel(recorded) }
        let wallTime = endedAt - wallStart
        let outcome: IntentReport.Outcome
        let elapsed: Duration
        switch ending {
        case .completed(let completed, let returnedAt):
            outcome = cutOff.flatMap { device.intentRuns.reachedCutOff(token) ? .cancelled($0.cause) : nil } ?? completed
            elapsed = token.start.duration(to: returnedAt)
            IntentThread.give(thread)
        case .deadline, .cancelledByUser, .cutOff:
            let cause: IntentReport.Cancellation = ending == .deadline ? .budget : ending == .cutOff ? cutOff?.cause ?? .user : .user
            device.intentRuns.abandon(token)
            AppScheduler.installed?.abandon(thread)
            task.cancel()
            // A handler that heeds cancellation ends by itself; one that does not is parked.
            wallClock.schedule(after: Self.gracePeriod) { [wallClock] in Self.stop(thread, on: wallClock) }
            outcome = .cancelled(cause)
            // Ctrl-C is a cut-off at the virtual time reached, so a recording of it replays as it happened.
            let stoppedAt = cutOffDate.map { min($0, device.now) } ?? device.now
            elapsed = cause == .budget ? settings.intentBudget : token.start.duration(to: stoppedAt)
        }
        let report = IntentReport(
            intent: intent.name, parameters: parameters, elapsed: elapsed, budget: settings.intentBudget,
            enforcesBudget: settings.enforcesIntentBudget, outcome: outcome,
            wallTimeOverBudget: ending != .deadline && wallTime > settings.intentBudget)
        device.intentRuns.finish(token, report: report)
        return Run(report: report, wallTime: wallTime)
    }
}

/// How a run ended, first come first served.
private enum Ending: Sendable, Equatable {
    /// The handler returned, with the device's time then.
    case completed(IntentReport.Outcome, at: Date)
    case deadline
    case cancelledByUser
    /// The run reached the point where a recorded Ctrl-C or a termination stops it.
    case cutOff
}

/// How a run ended, and the wall clock's reading at that moment.
private struct Decision: Sendable {
    let ending: Ending
    let at: Duration

    init(_ ending: Ending, at: Duration) {
        self.ending = ending
        self.at = at
    }
}
