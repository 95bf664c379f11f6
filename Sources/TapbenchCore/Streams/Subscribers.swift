/// The consumers of ActivityKit's async sequences (`activityStateUpdates`, `contentUpdates`,
/// `pushTokenUpdates`, …), by what they listen to. Each counts the values it was given and has not yet
/// finished with, so that the device can wait for the app's own tasks to settle (see `Device.settle(timeout:)`).
struct Subscribers: Sendable {
    enum Topic: Hashable, Sendable {
        case lifecycle(String)
        case content(String)
        case pushToken(String)
        case started(String)
        case pushToStartToken(String)
        case enablement
        case frequentPushEnablement
    }

    private var byTopic: [Topic: [Int: AnyContinuation]] = [:]
    /// Values given to each subscriber that it has not finished with.
    private var pending: [Int: Int] = [:]
    /// Subscribers whose sequence the device ended (an activity was dismissed) while they still held
    /// values: they count until the app's task has finished with them, so that a cleanup after
    /// dismissal is part of the command that dismissed the activity.
    private var draining: Set<Int> = []
    private var nextKey = 0

    /// Values handed out and not yet finished with, across every subscriber: the sum of `pending`, kept as it
    /// changes, since every command asks for it.
    private(set) var outstanding = 0

    mutating func add(_ topic: Topic, _ continuation: AnyContinuation) -> Int {
        nextKey += 1
        byTopic[topic, default: [:]][nextKey] = continuation
        return nextKey
    }

    /// The subscriber went away (its task was cancelled): what it held no longer counts.
    mutating func remove(_ topic: Topic, key: Int) -> AnyContinuation? {
        setPending(key, nil)
        draining.remove(key)
        return byTopic[topic]?.removeValue(forKey: key)
    }

    /// The subscriber finished with `count` values it received.
    mutating func acknowledge(_ key: Int, count: Int) {
        guard let owed = pending[key] else { return }
        let left = max(0, owed - count)
        if left == 0, draining.remove(key) != nil {
            setPending(key, nil)
        } else {
            setPending(key, left)
        }
    }

    mutating func recordYield(to key: Int) {
        setPending(key, pending[key, default: 0] + 1)
    }

    private mutating func setPending(_ key: Int, _ count: Int?) {
        outstanding += (count ?? 0) - (pending[key] ?? 0)
        pending[key] = count
    }

    /// Every continuation, to be finished once the lock is released: the device is going away.
    mutating func removeAll() -> [@Sendable () -> Void] {
        defer {
            byTopic = [:]
            pending = [:]
            outstanding = 0
            draining = []
        }
        return byTopic.values.flatMap { $0.values.map(\.finish) }
    }

    /// Yields each value to its listeners, in order. A dismissed activity's sequences end: their
    /// `finish` calls are returned, to be made once the device's lock is released.
    mutating func deliver(_ values: [StreamValue]) -> [@Sendable () -> Void] {
        var finished: [@Sendable () -> Void] = []
        for value in values {
            switch value {
            case .lifecycle(let id, let state):
                yield(state, to: .lifecycle(id))
                if state == .dismissed {
                    for topic in [Topic.lifecycle(id), .content(id), .pushToken(id)] {
                        let removed = byTopic.removeValue(forKey: topic) ?? [:]
                        for key in removed.keys {
                            if pending[key, default: 0] > 0 { draining.insert(key) } else { setPending(key, nil) }
                        }
                        finished += removed.values.map(\.finish)
                    }
                }
            case .content(let id, let content): yield(content, to: .content(id))
            case .pushToken(let id, let token): yield(token, to: .pushToken(id))
            case .started(let typeName, let id): yield(id, to: .started(typeName))
            case .pushToStartToken(let typeName, let token): yield(token, to: .pushToStartToken(typeName))
            case .enablement(let enabled): yield(enabled, to: .enablement)
            case .frequentPushEnablement(let enabled): yield(enabled, to: .frequentPushEnablement)
            }
        }
        return finished
    }

    private mutating func yield(_ value: some Sendable, to topic: Topic) {
        for (key, continuation) in (byTopic[topic] ?? [:]).sorted(by: { $0.key < $1.key }) {
            recordYield(to: key)
            continuation.yield(value)
        }
    }
}

/// An `AsyncStream` continuation of any element type.
struct AnyContinuation: Sendable {
    let yield: @Sendable (any Sendable) -> Void
    let finish: @Sendable () -> Void

    init<Element: Sendable>(_ continuation: AsyncStream<Element>.Continuation) {
        yield = { value in
            if let element = value as? Element { continuation.yield(element) }
        }
        finish = { continuation.finish() }
    }
}
