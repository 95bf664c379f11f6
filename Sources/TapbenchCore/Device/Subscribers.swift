/// The consumers of ActivityKit's async sequences (`activityStateUpdates`, `contentUpdates`,
/// `pushTokenUpdates`, …), by what they listen to.
struct Subscribers: Sendable {
    enum Topic: Hashable, Sendable {
        case lifecycle(String)
        case content(String)
        case pushToken(String)
        case started(String)
        case enablement
    }

    private var byTopic: [Topic: [Int: AnyContinuation]] = [:]
    private var nextKey = 0

    mutating func add(_ topic: Topic, _ continuation: AnyContinuation) -> Int {
        nextKey += 1
        byTopic[topic, default: [:]][nextKey] = continuation
        return nextKey
    }

    mutating func remove(_ topic: Topic, key: Int) -> AnyContinuation? {
        byTopic[topic]?.removeValue(forKey: key)
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
                        finished += (byTopic.removeValue(forKey: topic) ?? [:]).values.map(\.finish)
                    }
                }
            case .content(let id, let content): yield(content, to: .content(id))
            case .pushToken(let id, let token): yield(token, to: .pushToken(id))
            case .started(let typeName, let id): yield(id, to: .started(typeName))
            case .enablement(let enabled): yield(enabled, to: .enablement)
            }
        }
        return finished
    }

    private func yield(_ value: some Sendable, to topic: Topic) {
        for continuation in (byTopic[topic] ?? [:]).sorted(by: { $0.key < $1.key }) {
            continuation.value.yield(value)
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
