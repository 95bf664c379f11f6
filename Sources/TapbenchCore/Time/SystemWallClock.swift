/// The machine's monotonic clock, the wall clock of every device unless a test gives another: readings from
/// `MachineTime`, alarms from the one thread that serves them all (`AlarmClock`).
///
/// ```swift
/// let clock = SystemWallClock()
/// let start = clock.now
/// let perform = Task { try await CancelDeliveryIntent().perform() }
/// let watchdog = clock.schedule(after: .seconds(1)) { perform.cancel() }   // over its budget
/// _ = await perform.result
/// clock.cancel(watchdog)
/// let wallTime = clock.now - start
/// ```
public struct SystemWallClock: WallClock {
    /// The first reading taken in this process, from which `now` counts.
    private static let origin = MachineTime.now

    public init() {}

    public var now: Duration { MachineTime.now - Self.origin }

    @discardableResult
    public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> WallClockAlarm {
        WallClockAlarm(id: AlarmClock.shared.schedule(after: delay, fire))
    }

    public func cancel(_ alarm: WallClockAlarm) {
        AlarmClock.shared.cancel(alarm.id)
    }
}

extension WallClock where Self == SystemWallClock {
    /// The machine's monotonic clock: `Device(app: catalog, wallClock: .system)`.
    public static var system: SystemWallClock { SystemWallClock() }
}
