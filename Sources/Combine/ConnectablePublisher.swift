/// A publisher that sends nothing until it is connected: `Timer.publish(every:on:in:)`.
///
/// ```swift
/// let ticks = Timer.publish(every: 1, on: .main, in: .common)
/// let connection = ticks.connect()
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts sending values; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscriber and disconnects when the last one cancels:
    /// `Timer.publish(every: 60, on: .main, in: .common).autoconnect().sink { _ in refresh() }`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher connected while it has subscribers (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let subscription = upstream.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            return AnyCancellable { [self] in
                subscription.cancel()
                subscribers -= 1
                guard subscribers == 0 else { return }
                connection?.cancel()
                connection = nil
            }
        }
    }
}
