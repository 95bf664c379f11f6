import Dispatch
import Foundation

/// The alarms behind `SystemWallClock`, for the bench's watchdogs: the intent budget and the wait for the
/// app's tasks. One thread serves every alarm and sleeps until the earliest; cancelling costs a dictionary
/// removal. A dispatch timer per command would wake libdispatch's manager twice each time, and timers that
/// are cancelled late pile up in its heap when commands run by the thousand.
final class AlarmClock: @unchecked Sendable {
    static let shared = AlarmClock()

    private struct Alarm {
        /// On `MachineTime`, which reads the same on every thread.
        let deadline: Duration
        let fire: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var alarms: [Int: Alarm] = [:]
    private var nextID = 0
    /// When the thread wakes next, or nil while it waits for a first alarm.
    private var wakeAt: Duration?
    private let wake = DispatchSemaphore(value: 0)

    private init() {
        let thread = Thread { [unowned self] in run() }
        thread.name = "tapbench.alarms"
        thread.start()
    }

    /// Calls `fire`, on the alarm thread, once `delay` has passed, unless `cancel` comes first.
    @discardableResult
    func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> Int {
        // A budget of `106752d` passes the latest deadline a `Duration` holds: such an alarm waits for ever.
        let deadline = delay >= Self.forever ? Self.forever : MachineTime.now + delay
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
            let (due, earliest) = lock.withLock { () -> ([Alarm], Duration?) in
                let now = MachineTime.now
                let due = alarms.filter { $0.value.deadline <= now }
                for id in due.keys { alarms[id] = nil }
                wakeAt = alarms.values.map(\.deadline).min()
                return (Array(due.values), wakeAt)
            }
            for alarm in due { alarm.fire() }
            if let earliest, earliest < Self.forever {
                _ = wake.wait(timeout: .now() + Self.nanoseconds(earliest - MachineTime.now))
            } else {
                wake.wait()
            }
        }
    }

    /// An alarm this far off never fires.
    private static let forever = Duration.seconds(Int64.max / 4)

    /// `duration` in whole nanoseconds, none if it has passed.
    private static func nanoseconds(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = max(duration, .zero).components
        let (whole, tooLong) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, stillTooLong) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return .nanoseconds(tooLong || stillTooLong ? Int.max : Int(clamping: sum))
    }
}
