import Glibc

/// The machine's own monotonic time, which no device time replaces. In a worker, the threads that run the app's
/// jobs read the device's time from the monotonic clocks that `ContinuousClock` and `DispatchTime` read
/// (`AppScheduler`); the bench's watchdogs read this one, whichever thread asks.
///
/// ```swift
/// let start = MachineTime.now
/// let run = await IntentRunner(device: device).run(intent)
/// let took = MachineTime.now - start                         // on the machine, whatever the device's clock says
/// ```
public enum MachineTime {
    public static var now: Duration {
        var reading = timespec()
        clock_gettime(CLOCK_MONOTONIC_RAW, &reading)
        return .seconds(reading.tv_sec) + .nanoseconds(reading.tv_nsec)
    }
}
