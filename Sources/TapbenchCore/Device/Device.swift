import Foundation
import Synchronization

/// The simulated iPhone: a virtual clock, the app's Live Activities and the ActivityKit rules that
/// govern them. Like SwiftNIO's `EmbeddedEventLoop`, nothing here reads the wall clock; time moves
/// only when `advance(to:)` moves it, and timers fire in deadline order on the way. Only the watchdogs
/// (the intent budget, `settle(timeout:)`) wait on real time, on the `wallClock` the device is given.
///
/// ```swift
/// let device = Device(app: SampleApp.catalog())
/// let delivery = device.catalog.activityType(named: "Delivery")!
/// let content = LiveActivity.Content(state: delivery.sampleState, staleDate: device.now.addingTimeInterval(15 * 60))
/// try device.request(ActivityRequest(typeName: delivery.name, attributes: delivery.sampleAttributes, content: content))
/// device.advance(by: .seconds(16 * 60))   // activity.stale fires at its stale date, not now
/// ```
///
/// `Device` is a thin, thread-safe front: the state and its rules are `DeviceState` and its parts, each in the
/// folder of its concept (Activities, Island, Intents, Push, Links, Presentation, Streams, Time), and each
/// public method here takes the lock once and hands the change to them. App code reaches the device through
/// `Device.current`.
public final class Device: Sendable {
    /// 2026-04-25T01:00:00Z, twenty minutes before the timestamps in seed 002's payloads, so that
    /// they can be sent as printed.
    public static let defaultStart = Date(timeIntervalSince1970: 1_777_078_800)

    private let storage: Mutex<Storage>
    private let showTime: (@Sendable (Date) -> Void)?
    /// The real time the device's watchdogs run on: the intent budget, the grace periods, `settle(timeout:)`.
    public let wallClock: any WallClock
    /// What the app's views and types made of each activity, kept while it holds (see `presentations(of:)`).
    let caches = Mutex(PresentationCache())
    /// The launch handlers the app's process registered for background tasks (`BGTaskScheduler.register`); they go
    /// with the process when iOS terminates the app.
    let backgroundTaskHandlers = Mutex<[String: @Sendable (BackgroundTaskRun) -> Void]>([:])
    /// What a run's runner does once the app's sleeping tasks have brought the clock to the run's cut-off or hold
    /// (`DeviceIntentRuns.cutOff(_:at:reached:)`, `hold(_:at:reached:)`).
    let runPointWaiters = Mutex<[RunPoint: @Sendable () -> Void]>([:])

    struct Storage: Sendable {
        var state: DeviceState
        var subscribers = Subscribers()
        var settling = SettleWaiters()
        /// Requests the app has sent whose answers it has not yet been handed (`DeviceServer.beginTransfer()`), by
        /// the intent run that sent them (nil for the app outside any run).
        var transfers: [Int?: Int] = [:]

        /// What the app's tasks still owe the device before a command may end: values they were given and have
        /// not finished with, and requests still being answered, but for those of runs cut off, whose work is
        /// dropped and which may never come back.
        var pendingWork: Int {
            subscribers.outstanding + transfers.reduce(0) { total, entry in
                entry.key.map(state.runs.isAbandoned) == true ? total : total + entry.value
            }
        }
    }

    /// - Parameters:
    ///   - showTime: told the device's time whenever it moves, starting with `start`, so that a
    ///     process running one device can show it to app code as the time `Date()` reads.
    ///   - wallClock: the real time the watchdogs run on; a test gives one it advances by hand.
    public init(
        app: AppCatalog, start: Date = Device.defaultStart, settings: DeviceSettings = DeviceSettings(), seed: UInt64 = 1,
        showTime: (@Sendable (Date) -> Void)? = nil, wallClock: any WallClock = .system
    ) {
        storage = Mutex(Storage(state: DeviceState(catalog: app, now: start, settings: settings, seed: seed)))
        self.showTime = showTime
        self.wallClock = wallClock
        showTime?(start)
    }

    /// The device a snapshot kept, with the app's process not running: the next intent, link or action launches it
    /// cold (`runApp(inForeground:)`).
    public init(
        resuming snapshot: DeviceSnapshot, app: AppCatalog, showTime: (@Sendable (Date) -> Void)? = nil, wallClock: any WallClock = .system
    ) {
        storage = Mutex(Storage(state: DeviceState(snapshot: snapshot, catalog: app)))
        self.showTime = showTime
        self.wallClock = wallClock
        showTime?(snapshot.now)
    }

    /// What the device keeps while the app's process is terminated.
    public var snapshot: DeviceSnapshot { read { $0.snapshot } }

    // MARK: Reading

    public var now: Date { read { $0.now } }
    public var catalog: AppCatalog { read { $0.catalog } }
    public var settings: DeviceSettings { read { $0.settings } }
    public var island: IslandState { read { $0.island } }
    /// The app is in the foreground, which keeps its own activities out of the Dynamic Island (WWDC23, "Meet
    /// ActivityKit"), unless `set island-in-app shown` says otherwise.
    public var keepsOwnActivitiesOutOfIsland: Bool { read(\.keepsOwnActivitiesOutOfIsland) }
    /// Every activity the app started, in start order, dismissed ones included.
    public var activities: [LiveActivity] { read { $0.activities.all } }

    public func activity(_ number: Int) -> LiveActivity? {
        read { $0.activities[number] }
    }

    public func activity(id: String) -> LiveActivity? {
        read { $0.activities.activity(id: id) }
    }

    /// The rules `command` leaves broken, in order: ActivityKit's, then the app's own (`AppCatalog.invariants`), each
    /// given the device as the command left it and the command's `events` (`records`, their JSON, when one asks).
    public func brokenRules(after command: String, events: [Event], records: @escaping @Sendable () -> [JSONObject]) -> [InvariantBreak] {
        let (context, invariants) = read { state in
            let context = InvariantContext(
                command: command, now: state.now, store: state.activities, island: state.island,
                islandKeepsOwnActivitiesOut: state.keepsOwnActivitiesOutOfIsland, settings: state.settings, events: events, records: records)
            return (context, AppInvariant.activityKitRules + state.catalog.invariants)
        }
        return invariants.compactMap { $0.broken(in: context) }
    }

    /// The app's activities on screen, most relevant first, as the Lock Screen lists them.
    public func lockScreenOrder() -> [LiveActivity] {
        read { $0.activities.lockScreenOrder() }
    }

    /// When the next timer fires, if any is set.
    public var nextTimer: Date? { read { $0.activities.nextTimer?.date } }

    /// Removes and returns the events recorded since the last call. A push or an intent run still under way
    /// keeps its events until its verdict is known (see `EventLog`).
    public func takeEvents() -> [Event] {
        storage.withLock { $0.state.log.takeSettled() }
    }

    func read<Value: Sendable>(_ body: (DeviceState) -> Value) -> Value {
        storage.withLock { body($0.state) }
    }

    /// Runs a change under the lock, hands the values it produced to ActivityKit's async sequences in
    /// order, and finishes the sequences of dismissed activities once the lock is released.
    func mutate<Value: Sendable, Failure: Error>(
        _ body: (inout DeviceState) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let (result, finished, settled) = storage.withLock {
            storage -> (Result<Value, Failure>, [@Sendable () -> Void], [CheckedContinuation<Void, Never>]) in
            let before = storage.state.now
            storage.state.log.currentRun = Device.context.run
            let result = Result { () throws(Failure) -> Value in try body(&storage.state) }
            storage.state.log.currentRun = nil
            if let showTime, storage.state.now != before { showTime(storage.state.now) }
            let finished = storage.subscribers.deliver(storage.state.log.outbox)
            storage.state.log.outbox.removeAll()
            return (result, finished, storage.settling.takeSettled(pending: storage.pendingWork, wallClock))
        }
        for finish in finished { finish() }
        for waiter in settled { waiter.resume() }
        return try result.get()
    }

    /// Runs `body` on the storage under the lock, then resumes the `settle(timeout:)` waits it released.
    func withStorage<Value: Sendable>(_ body: (inout Storage) -> (Value, [CheckedContinuation<Void, Never>])) -> Value {
        let (value, settled) = storage.withLock { storage in body(&storage) }
        for waiter in settled { waiter.resume() }
        return value
    }
}
