/// Something that sends values over time, then perhaps a completion: a subject, an `@Published`
/// property's `$` publisher, `Just`, or any of them `map`ped.
///
/// The bench's Combine is the synchronous core that app code around a Live Activity uses: a value
/// sent reaches every subscriber before `send` returns, and there are no schedulers.
///
/// ```swift
/// let cancellable = tracker.$etaText.map { "Arriving in \($0)" }.sink { label = $0 }
/// ```
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Delivers each value to `receiveValue`, then the completion to `receiveCompletion`, until the
    /// returned subscription is cancelled or released.
    func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Delivers each value of a publisher that cannot fail.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Namespace of what receives a publisher's output.
public enum Subscribers {
    /// How a publisher ended: it finished, or it failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
