import CTapbenchWorker
import Dispatch
import Foundation

// Shows a device time, as a worker does, then prints what code reads of the real-time clock and whether a
// semaphore's timed wait, whose deadline libdispatch computes on that clock, still waits as long as it asks.
tapbench_show_device_time(1_777_078_800 * 1_000_000_000)
print("Date() \(Date().timeIntervalSince1970)")
var now = timeval()
gettimeofday(&now, nil)
print("gettimeofday \(now.tv_sec)")
print("time \(time(nil))")
let start = DispatchTime.now()
_ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(300))
let waited = (DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
print("a 300 ms semaphore wait lasted at least 300 ms: \(waited >= 300)")
