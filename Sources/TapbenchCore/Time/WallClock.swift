/// The real time that passes while the bench works, as opposed to the device's virtual time: the clock of
/// the watchdogs that must not depend on the app's good behaviour. It cuts off a `perform()` that overruns
/// its budget (DESIGN D6), gives a handler that outlived its run, or a recorded Ctrl-C, its grace period,
/// and ends `Device.settle(timeout:)`. The device is given one and everything that waits on it uses it:
///
/// ```swift
/// let device = Device(app: SampleApp.catalog(), wallClock: .system)   // the machine's monotonic clock
/// let run = await IntentRunner(device: device).run(PreparedIntent(CancelDeliveryIntent()))
/// run.wallTime                                                          // measured on device.wallClock
/// ```
///
/// It is a scheduler of alarms rather than a `Clock` whose `sleep` a task awaits: the production alarms fire
/// on a thread of their own (`SystemWallClock`), so a watchdog goes off even when every task of Swift's
/// cooperative pool is busy, and a test clock fires them synchronously, in deadline order, on the thread
/// that advances it, so a test of the budget is exact with nothing to sleep, yield or poll for.
public protocol WallClock: Sendable {
    /// The time since the clock's own fixed origin; only differences between readings mean anything.
    var now: Duration { get }

    /// Calls `fire` once `delay` has passed, unless `cancel` comes first. `fire` runs on the clock's own
    /// thread, never while the scheduler's lock is held, so it may call back into the device.
    @discardableResult
    func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> WallClockAlarm

    /// Forgets an alarm that has not fired; one that has fired or was cancelled already is ignored.
    func cancel(_ alarm: WallClockAlarm)
}

/// An alarm set on a `WallClock`, to cancel it with.
public struct WallClockAlarm: Hashable, Sendable {
    public let id: Int

    public init(id: Int) { self.id = id }
}
