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
/// The device is safe to use from any thread. App code reaches it through `Device.current`.
public final class Device: Sendable {
    /// 2026-04-25T01:00:00Z, twenty minutes before the timestamps in seed 002's payloads, so that
    /// they can be sent as printed.
    public static let defaultStart = Date(timeIntervalSince1970: 1_777_078_800)

    private let storage: Mutex<Storage>
    private let showTime: (@Sendable (Date) -> Void)?
    /// The real time the device's watchdogs run on: the intent budget, the grace periods, `settle(timeout:)`.
    public let wallClock: any WallClock
    /// Each activity's last evaluated presentations (see `presentations(of:)`).
    let presentationCache = Mutex<[String: CachedPresentations]>([:])
    /// Each activity's attributes as the app's type (see `decodedAttributes(of:decode:)`).
    let attributesCache = Mutex<[String: any Sendable]>([:])

    private struct Storage: Sendable {
        var state: DeviceState
        var subscribers = Subscribers()
        /// Tasks in `settle(timeout:)`, resumed when nothing is outstanding, and the alarms that end their wait.
        var settling: [Int: CheckedContinuation<Void, Never>] = [:]
        var settlingAlarms: [Int: WallClockAlarm] = [:]
        var nextSettling = 0

        /// The tasks to resume now that the app's tasks have caught up, if they have; their alarms are
        /// cancelled on `wallClock`.
        mutating func takeSettled(_ wallClock: any WallClock) -> [CheckedContinuation<Void, Never>] {
            guard !settling.isEmpty, subscribers.outstanding == 0 else { return [] }
            defer {
                settling.removeAll()
                for alarm in settlingAlarms.values { wallClock.cancel(alarm) }
                settlingAlarms.removeAll()
            }
            return Array(settling.values)
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

    /// The device that app code (ActivityKit's static API, intents) runs against.
    @TaskLocal public static var current: Device?

    // MARK: Reading

    public var now: Date { read { $0.now } }
    public var catalog: AppCatalog { read { $0.catalog } }
    public var settings: DeviceSettings { read { $0.settings } }
    public var island: IslandState { read { $0.island } }
    public var activities: [LiveActivity] { read { $0.activities } }

    public func activity(_ number: Int) -> LiveActivity? {
        read { state in state.index(of: number).map { state.activities[$0] } }
    }

    public func activity(id: String) -> LiveActivity? {
        read { state in state.activities.first { $0.id == id } }
    }

    /// The app's activities on screen, most relevant first, as the Lock Screen lists them.
    public func lockScreenOrder() -> [LiveActivity] {
        read { $0.relevanceOrder(including: [.active, .stale, .ended]) }
    }

    /// When the next timer fires, if any is set.
    public var nextTimer: Date? { read { $0.nextTimer()?.0 } }

    /// Removes and returns the events recorded since the last call.
    public func takeEvents() -> [Event] {
        storage.withLock { storage in
            defer { storage.state.events.removeAll(keepingCapacity: true) }
            return storage.state.events
        }
    }

    // MARK: Changing

    @discardableResult
    public func request(_ request: ActivityRequest, source: EventSource = .app) throws(DeviceError) -> LiveActivity {
        if callerIsAbandoned { throw .abandonedRun }
        return try mutate { state throws(DeviceError) in try state.request(request, source: source) }
    }

    /// Applies new content to an activity, or records why it was ignored. Returns whether it applied.
    @discardableResult
    public func update(_ number: Int, with change: ContentChange, source: EventSource = .app) throws(DeviceError) -> Bool {
        if callerIsAbandoned { return false }
        return try mutate { state throws(DeviceError) in try state.update(number, with: change, source: source) }
    }

    @discardableResult
    public func end(
        _ number: Int, with change: ContentChange?, dismissal: DismissalPolicy, source: EventSource = .app
    ) throws(DeviceError) -> Bool {
        if callerIsAbandoned { return false }
        return try mutate { state throws(DeviceError) in try state.end(number, with: change, dismissal: dismissal, source: source) }
    }

    /// Moves the virtual clock forward by `duration`, firing every timer on the way.
    public func advance(by duration: Duration) {
        mutate { state in state.advance(to: state.now.addingTimeInterval(duration.timeInterval)) }
    }

    /// Moves the virtual clock forward to `date`; a date in the past, or past the latest time the bench can
    /// show (`Timestamp.showable`), is refused.
    public func advance(to date: Date) throws(ClockError) {
        try mutate { state throws(ClockError) in
            guard date >= state.now, date <= Timestamp.showable.upperBound else { throw ClockError(now: state.now, requested: date) }
            state.advance(to: date)
        }
    }

    /// Adds an `ActivityAttributes` type to the app's catalog, as a first `request` of an unknown type does.
    public func register(_ type: ActivityType) {
        mutate { state in
            state.catalog.register(type)
            if state.pushToStartTokens[type.name] == nil {
                let token = state.identifiers.pushToken()
                state.pushToStartTokens[type.name] = token
                state.outbox.append(.pushToStartToken(typeName: type.name, token: token))
            }
        }
    }

    /// The push-to-start token of an attributes type (iOS 17.2): a push with `"event": "start"` sent to it
    /// starts an activity of the type.
    public func pushToStartToken(ofType typeName: String) -> String? {
        read { $0.pushToStartTokens[typeName] }
    }

    /// Adds an intent to the app's catalog, replacing one of the same name.
    public func register(intent: IntentDefinition) {
        mutate { state in state.catalog.register(intent: intent) }
    }

    /// Removes an intent from the app's catalog; returns whether there was one.
    @discardableResult
    public func removeIntent(named name: String) -> Bool {
        mutate { state in state.catalog.removeIntent(named: name) }
    }

    /// Records that an update or end from app code was not applied, and why.
    public func ignore(_ number: Int, action: IgnoredAction, reason: String, source: EventSource) {
        mutate { state in state.emit(.activityIgnored(activity: number, action: action, reason: reason, source: source)) }
    }

    /// Changes settings and records `setting.changed` with the name and value QA used.
    public func changeSetting(name: String, value: String, _ apply: @Sendable (inout DeviceSettings) -> Void) {
        mutate { state in state.changeSetting(name: name, value: value, apply) }
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
            storage.state.currentRun = Device.context.run
            let result = Result { () throws(Failure) -> Value in try body(&storage.state) }
            storage.state.currentRun = nil
            if let showTime, storage.state.now != before { showTime(storage.state.now) }
            let finished = storage.subscribers.deliver(storage.state.outbox)
            storage.state.outbox.removeAll()
            return (result, finished, storage.takeSettled(wallClock))
        }
        for finish in finished { finish() }
        for waiter in settled { waiter.resume() }
        return try result.get()
    }

    // MARK: Async sequences

    func subscribe<Value: Sendable>(_ topic: Subscribers.Topic, initial: Value?, as _: Value.Type) -> DeviceStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let key = storage.withLock { storage in
            let key = storage.subscribers.add(topic, AnyContinuation(continuation))
            if let initial {
                storage.subscribers.recordYield(to: key)
                continuation.yield(initial)
            }
            return key
        }
        continuation.onTermination = { [weak self] termination in
            // A sequence the device finished (a dismissal, `shutDown`) is already accounted for: its
            // consumer may still be working through what it was given.
            guard case .cancelled = termination, let self else { return }
            let settled = storage.withLock { storage in
                _ = storage.subscribers.remove(topic, key: key)
                return storage.takeSettled(wallClock)
            }
            for waiter in settled { waiter.resume() }
        }
        return DeviceStream(stream: stream, receipt: DeviceStream.Receipt(device: self, key: key))
    }

    /// The subscriber `key` finished with `count` values.
    func acknowledge(_ key: Int, count: Int) {
        let settled = storage.withLock { storage in
            storage.subscribers.acknowledge(key, count: count)
            return storage.takeSettled(wallClock)
        }
        for waiter in settled { waiter.resume() }
    }

    /// Waits, up to `timeout` of `wallClock`'s time, until the app's tasks have finished with every value the
    /// device gave them: a push token forwarded to the server, a cleanup after dismissal. Commands begin
    /// and end with it, so what they print does not depend on how the app's tasks happened to be scheduled.
    /// It waits on the acknowledgements themselves rather than polling, so a command costs no more
    /// than the app's tasks take; the timeout only ends a wait for a task that never asks for its next
    /// value, and is generous so that a loaded machine (a parallel test run) does not change the output.
    public func settle(timeout: Duration = .seconds(10)) async {
        guard storage.withLock({ $0.subscribers.outstanding }) > 0 else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let key = storage.withLock { storage -> Int in
                storage.nextSettling += 1
                return storage.nextSettling
            }
            let alarm = wallClock.schedule(after: timeout) { [weak self] in
                let waiter = self?.storage.withLock { storage in
                    storage.settlingAlarms[key] = nil
                    return storage.settling.removeValue(forKey: key)
                }
                waiter??.resume()
            }
            let waiting = storage.withLock { storage -> Bool in
                guard storage.subscribers.outstanding > 0 else { return false }
                storage.settling[key] = continuation
                storage.settlingAlarms[key] = alarm
                return true
            }
            if !waiting {
                wallClock.cancel(alarm)
                continuation.resume()
            }
        }
    }

    /// Ends every async sequence, so that the app's tasks that loop over them finish.
    public func shutDown() {
        let (finished, settling) = storage.withLock { storage in
            defer {
                storage.settling.removeAll()
                for alarm in storage.settlingAlarms.values { wallClock.cancel(alarm) }
                storage.settlingAlarms.removeAll()
            }
            return (storage.subscribers.removeAll(), Array(storage.settling.values))
        }
        for finish in finished { finish() }
        for waiter in settling { waiter.resume() }
    }

    /// Lifecycle states of one activity as they change.
    public func lifecycleUpdates(of activityID: String) -> DeviceStream<LifecycleState> {
        subscribe(.lifecycle(activityID), initial: nil, as: LifecycleState.self)
    }

    /// Content of one activity as updates change it.
    public func contentUpdates(of activityID: String) -> DeviceStream<LiveActivity.Content> {
        subscribe(.content(activityID), initial: nil, as: LiveActivity.Content.self)
    }

    /// The activity's push token now, if it has one, then each new one.
    public func pushTokenUpdates(of activityID: String) -> DeviceStream<String> {
        subscribe(.pushToken(activityID), initial: activity(id: activityID)?.pushToken, as: String.self)
    }

    /// The ids of activities of a type as they start.
    public func activityStarts(ofType typeName: String) -> DeviceStream<String> {
        subscribe(.started(typeName), initial: nil, as: String.self)
    }

    /// The push-to-start token of an attributes type, then each new one.
    public func pushToStartTokenUpdates(ofType typeName: String) -> DeviceStream<String> {
        subscribe(.pushToStartToken(typeName), initial: pushToStartToken(ofType: typeName), as: String.self)
    }

    /// Whether Live Activities are enabled, now and after each change.
    public func enablementUpdates() -> DeviceStream<Bool> {
        subscribe(.enablement, initial: settings.liveActivitiesEnabled, as: Bool.self)
    }

    /// Whether frequent updates are enabled, now and after each change.
    public func frequentPushEnablementUpdates() -> DeviceStream<Bool> {
        subscribe(.frequentPushEnablement, initial: settings.frequentUpdates, as: Bool.self)
    }
}

/// A request to move the clock backwards, or past the latest time the bench can show.
public struct ClockError: Error, Sendable, CustomStringConvertible {
    public let now: Date
    public let requested: Date

    public var description: String {
        let latest = Timestamp.showable.upperBound
        guard requested <= latest else {
            return "the clock cannot pass \(Timestamp.iso8601(latest)), the latest time the bench can show — from \(Timestamp.iso8601(now)), advance at most \(DurationText.format(now.duration(to: latest)))"
        }
        return "the clock only moves forward: it is \(Timestamp.iso8601(now)), and \(Timestamp.iso8601(requested)) is earlier (try +15m)"
    }
}

extension Device {
    /// Runs the app's launch code against this device.
    public func launchApp() {
        guard let launch = catalog.launch else { return }
        Device.$current.withValue(self) { launch() }
    }
}
