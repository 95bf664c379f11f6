import CTapbenchWorker
import Foundation
import TapbenchCore

/// The app's world handed to the bench in this process (DESIGN D9): its tasks, main queue, run loops and `Date()`
/// run on the bench's scheduler and the device's clock, so the app runs the same every time. A worker takes it over
/// before it builds its session, and `tapbench doc` before it draws a flow's screens in its own process.
///
/// ```swift
/// let bench = AppTakeover.install()
/// let session = Session(start: start, showTime: AppTakeover.showDeviceTime, app: catalog)
/// await Task(executorPreference: bench) { await serve(session) }.value   // the bench's own work runs apart
/// ```
enum AppTakeover {
    /// Installs the app's scheduler, dispatch and run loops, once per process, and returns the executor the bench's
    /// own work prefers (Swift's default executor as it was), so that it never waits behind app code.
    static func install() -> any TaskExecutor {
        let bench = AppScheduler.install(prepareThread: { tapbench_mark_app_thread() }, runLoops: AppRunLoops.runOnce)
        AppDispatch.take()
        AppRunLoops.take()
        return bench
    }

    /// Shows app code `date`, which the device's clock keeps between 0001 and 9999: app code's `Date()` then reads
    /// the device's time, as on an iPhone, so a time the app computed from `Date()` replays the same on any day.
    @Sendable static func showDeviceTime(_ date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = min(((date.timeIntervalSince1970 - seconds) * 1_000_000_000).rounded(), 999_999_999)
        tapbench_show_device_time(Int64(seconds), Int32(nanoseconds))
    }
}
