import CTapbenchWorker
import Foundation

/// App code's run loops, in a worker (DESIGN D9): a Foundation `Timer` added to the main run loop or to the app's
/// thread's own fires on the app's thread when the device's clock reaches its fire date, in its turn with the app's
/// jobs, as the main run loop fires it on iOS. The interposed calls are in `CTapbenchWorker/AppRunLoops.c`.
enum AppRunLoops {
    /// Keeps the deadlines of timers armed on the app's threads on the device's clock, from now on.
    static func take() {
        tapbench_take_app_run_loops()
    }

    /// On the app's thread: fires the timers due, and returns how long until the next one's fire date.
    @Sendable static func runOnce() -> Duration? {
        let next = tapbench_run_app_run_loops()
        return next < 0 ? nil : .nanoseconds(next)
    }
}
