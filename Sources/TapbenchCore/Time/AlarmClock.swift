import Dispatch
import Foundation

/// The alarms behind `SystemWallClock`, for the bench's watchdogs: the intent budget and the wait for the
/// app's tasks. One thread serves every alarm and sleeps until the earliest; cancelling costs a dictionary
/// removal. A dispatch timer per command would wake libdispatch's manager twice each time, and timers that
/// are cancelled late pile up in its heap when commands run by the thousand.
final class AlarmClock: @unchecked Sendable {
    static let shared = AlarmClock()

    private struct Alarm {
        let deadline: DispatchTime
        let fire: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var alarms: [Int: Alarm] = [:]
    private var nextID = 0
    /// When the thread wakes next, or nil while it waits for a first alarm.
    private var wakeAt: DispatchTime?
    private let wake = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [unowned self] in run() }
        thread.name = "tapbench.alarms"
        thread.start()
    }

    /// Calls `fire`, on the alarm thread, once `delay` has passed, unless `cancel` comes first.
    @discardableResult
    func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> Int {
        let (seconds, attoseconds) = delay.components
        // A budget of `106752d` is more nanoseconds than an Int64 holds: such an alarm waits for ever.
        let (whole, tooLong) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, stillTooLong) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        let nanoseconds = tooLong || stillTooLong ? Int64.max : sum
        let deadline = DispatchTime.now() + .nanoseconds(Int(clamping: nanoseconds))
        let (id, mustWake) = lock.withLock { () -> (Int, Bool) in
            nextID += 1
            alarms[nextID] = Alarm(deadline: deadline, fire: fire)
            guard wakeAt.map({ deadline < $0 }) ?? true else { return (nextID, false) }
            wakeAt = deadline
            return (nextID, true)
        }
        if mustWake { wake.signal() }
        return id
    }

    func cancel(_ id: Int) {
        _ = lock.withLock { alarms.removeValue(forKey: id) }
    }

    private func run() {
        while true {
            let (due, earliest) = lock.withLock { () -> ([Alarm], DispatchTime?) in
                let now = DispatchTime.now()
                let due = alarms.filter { $0.value.deadline <= now }
                for id in due.keys { alarms[id] = nil }
                wakeAt = alarms.values.map(\.deadline).min()
                return (Array(due.values), wakeAt)
            }
            for alarm in due { alarm.fire() }
            if let earliest { _ = wake.wait(timeout: earliest) } else { wake.wait() }
        }
    }
}
