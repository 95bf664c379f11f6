/// A subject that hands each value to the subscribers it has when the value is sent and keeps none
/// (Apple, "PassthroughSubject").
///
/// ```swift
/// let pushTokens = PassthroughSubject<Data, Never>()
/// pushTokens.sink { token in register(token) }.store(in: &cancellables)
/// pushTokens.send(token)
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribers.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}
