import Synchronization
import TapbenchCore

/// A wall clock that moves only when the test moves it, as SwiftNIO's `EmbeddedEventLoop` does: time
/// starts at zero, `advance(by:)` fires every alarm that falls due, in deadline order, on the calling
/// thread, before it returns. So the intent budget, the grace periods and `Device.settle(timeout:)` pass
/// exactly when the test says, with no sleep in the test and no load on the machine that can change it.
///
/// ```swift
/// let clock = TestWallClock()
/// let device = Device.sample(wallClock: clock)
/// let run = Task { await IntentRunner(device: device).run(PreparedIntent(NeverReturnsIntent())) }
/// await clock.waitForAlarm(after: .seconds(1))   // the budget's watchdog is set
/// clock.advance(by: .seconds(1))
/// await run.value.report.outcome                 // .cancelled(.budget), with a wall time of exactly 1 s
/// ```
///
/// swift-clocks' `TestClock` is a `Clock` whose sleepers are tasks: a test that advances it must first let
/// them reach their `sleep`, by yielding and hoping. Alarms are set synchronously, so a test can wait for
/// the very alarm it means to fire.
public final class TestWallClock: WallClock {
    private struct Alarm {
        let id: Int
        let delay: Duration
        let deadline: Duration
        let fire: @Sendable () -> Void
    }

    private struct State {
        var now = Duration.zero
        var alarms: [Alarm] = []
        var nextID = 0
        var waiters: [(delay: Duration, waiter: CheckedContinuation<Void, Never>)] = []
        /// How many alarms have been set for each delay, and how many of them `waitForAlarm` has answered: each
        /// wait answers to one setting, even one that was cancelled before the wait began.
        var set: [Duration: Int] = [:]
        var answered: [Duration: Int] = [:]

        /// Whether an alarm set for `delay` is still unanswered by a wait; if so, this wait answers it.
        mutating func answer(_ delay: Duration) -> Bool {
            guard answered[delay, default: 0] < set[delay, default: 0] else { return false }
            answered[delay, default: 0] += 1
            return true
        }

        /// Removes the earliest alarm due by `end` and moves the clock to its deadline; with none due,
        /// moves the clock to `end`.
        mutating func takeAlarm(dueBy end: Duration) -> Alarm? {
            let earliest = alarms.indices.min { (alarms[$0].deadline, alarms[$0].id) < (alarms[$1].deadline, alarms[$1].id) }
            guard let earliest, alarms[earliest].deadline <= end else {
                now = end
                return nil
            }
            now = max(now, alarms[earliest].deadline)
            return alarms.remove(at: earliest)
        }
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Duration { state.withLock { $0.now } }

    /// The time left before each alarm still set, soonest first: `[.milliseconds(100)]` while a grace
    /// period runs.
    public var pendingAlarms: [Duration] {
        state.withLock { state in state.alarms.map { $0.deadline - state.now }.sorted() }
    }

    @discardableResult
    public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> WallClockAlarm {
        let (alarm, waiters) = state.withLock { state in
            state.nextID += 1
            state.alarms.append(Alarm(id: state.nextID, delay: delay, deadline: state.now + delay, fire: fire))
            state.set[delay, default: 0] += 1
            var waiters: [CheckedContinuation<Void, Never>] = []
            while let index = state.waiters.firstIndex(where: { $0.delay == delay }), state.answer(delay) {
                waiters.append(state.waiters.remove(at: index).waiter)
            }
            return (WallClockAlarm(id: state.nextID), waiters)
        }
        for waiter in waiters { waiter.resume() }
        return alarm
    }

    public func cancel(_ alarm: WallClockAlarm) {
        state.withLock { $0.alarms.removeAll { $0.id == alarm.id } }
    }

    /// Returns once the code under test has set an alarm for `delay` that no earlier wait answered: it has
    /// reached the point where it waits on this clock, so advancing by `delay` now fires that alarm. An alarm
    /// the code set and cancelled before the wait began still answers it, so a slow test task cannot wait for ever.
    public func waitForAlarm(after delay: Duration) async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let answered = state.withLock { state in
                guard !state.answer(delay) else { return true }
                state.waiters.append((delay, waiter))
                return false
            }
            if answered { waiter.resume() }
        }
    }

    /// Moves the clock forward by `duration`, firing each alarm that falls due at its own deadline, the
    /// earliest first (the first set, on a tie), including alarms that firing sets.
    public func advance(by duration: Duration) {
        let end = state.withLock { $0.now + duration }
        while let alarm = state.withLock({ state in state.takeAlarm(dueBy: end) }) {
            alarm.fire()
        }
    }
}
