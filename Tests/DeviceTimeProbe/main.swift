import CTapbenchWorker
import Dispatch
import Foundation

// Shows a device time, as a worker does, then prints what code reads of the real-time clock and whether a
// semaphore's timed wait, whose deadline libdispatch computes on that clock, still waits as long as it asks.
tapbench_show_device_time(1_777_078_800, 0)
print("Date() \(Date().timeIntervalSince1970)")
var now = timeval()
gettimeofday(&now, nil)
print("gettimeofday \(now.tv_sec)")
print("time \(time(nil))")
let start = DispatchTime.now()
_ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(300))
let waited = (DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
print("a 300 ms semaphore wait lasted at least 300 ms: \(waited >= 300)")

/// Prints what the app's threads read of the monotonic clock.
func printUptime() {
    let app = Thread {
        tapbench_mark_app_thread()
        var uptime = timespec()
        clock_gettime(CLOCK_MONOTONIC, &uptime)
        print("uptime \(uptime.tv_sec).\(uptime.tv_nsec)")
    }
    app.start()
    while !app.isFinished { usleep(1000) }
}

// On the app's threads the monotonic clocks count from a minute before the first time shown.
printUptime()
tapbench_show_device_time(1_777_078_800 + 3600, 500_000_000)
printUptime()
// The last moment the device's clock can show, 9999-12-31T23:59:59.999Z, past the 2262 that nanoseconds since 1970
// in 64 bits reach; the app's uptime stops at 2^61 nanoseconds, short of the 2^62 libdispatch takes as for ever.
tapbench_show_device_time(253_402_300_799, 999_000_000)
print("Date() \(Date().timeIntervalSince1970)")
printUptime()
