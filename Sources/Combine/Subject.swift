/// A publisher that the code holding it sends values through: `PassthroughSubject`,
/// `CurrentValueSubject`, an object's `objectWillChange`.
///
/// ```swift
/// let orderEvents = PassthroughSubject<String, Never>()
/// orderEvents.send("picked-up")
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to every current subscriber; after a completion, sends nothing.
    func send(_ value: Output)
    /// Ends the subject: every subscriber, and any later one, receives the completion.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Tells subscribers that something happened: `objectWillChange.send()`.
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed, and its completion once sent.
final class SubscriberList<Output, Failure: Error> {
    private struct Subscriber {
        let id: Int
        let receiveValue: (Output) -> Void
        let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    }

    private var subscribers: [Subscriber] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds a subscriber; one that comes after the completion receives it at once.
    func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if let completion {
            receiveCompletion(completion)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        subscribers.append(Subscriber(id: id, receiveValue: receiveValue, receiveCompletion: receiveCompletion))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for subscriber in subscribers { subscriber.receiveValue(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ending = subscribers
        subscribers = []
        for subscriber in ending { subscriber.receiveCompletion(completion) }
    }
}
