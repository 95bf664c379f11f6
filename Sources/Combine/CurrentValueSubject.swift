/// A subject that holds its latest value: a new subscriber receives it at once, and setting `value`
/// sends it, as `send(_:)` does (Apple, "CurrentValueSubject").
///
/// ```swift
/// let activityState = CurrentValueSubject<ActivityState, Never>(.active)
/// activityState.sink { state in status = "\(state)" }.store(in: &cancellables)
/// activityState.value = .ended
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    private var current: Output

    public init(_ value: Output) { current = value }

    /// The latest value; setting it sends it to every subscriber.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        current = value
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if subscribers.completion == nil { receiveValue(current) }
        return subscribers.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}
