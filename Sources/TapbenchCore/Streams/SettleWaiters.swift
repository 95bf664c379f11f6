/// The tasks waiting in `Device.settle(timeout:)` for the app's tasks to catch up, and the wall-clock alarms
/// that end their wait.
struct SettleWaiters: Sendable {
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var alarms: [Int: WallClockAlarm] = [:]
    private var lastKey = 0

    /// A key for a new wait.
    mutating func nextKey() -> Int {
        lastKey += 1
        return lastKey
    }

    mutating func add(_ key: Int, _ continuation: CheckedContinuation<Void, Never>, alarm: WallClockAlarm) {
        waiting[key] = continuation
        alarms[key] = alarm
    }

    /// The wait `key` ran out of time: its task, if it still waits.
    mutating func timedOut(_ key: Int) -> CheckedContinuation<Void, Never>? {
        alarms[key] = nil
        return waiting.removeValue(forKey: key)
    }

    /// The tasks to resume now that the app's tasks have caught up, if they have (`pending`, the work they still
    /// owe the device, is none); their alarms are cancelled on `wallClock`.
    mutating func takeSettled(pending: Int, _ wallClock: any WallClock) -> [CheckedContinuation<Void, Never>] {
        guard !waiting.isEmpty, pending == 0 else { return [] }
        return takeAll(wallClock)
    }

    /// Every waiting task, to be resumed: the device is going away.
    mutating func takeAll(_ wallClock: any WallClock) -> [CheckedContinuation<Void, Never>] {
        defer {
            waiting.removeAll()
            for alarm in alarms.values { wallClock.cancel(alarm) }
            alarms.removeAll()
        }
        return Array(waiting.values)
    }
}
