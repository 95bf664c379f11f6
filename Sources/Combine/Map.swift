/// Namespace of the publishers that operators such as `map` return.
public enum Publishers {
    /// An upstream publisher's values, each transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            upstream.sink(receiveCompletion: receiveCompletion) { [transform] value in receiveValue(transform(value)) }
        }
    }
}

extension Publisher {
    /// Transforms each value: `$remainingMinutes.map { "\($0) min" }`.
    public func map<Transformed>(_ transform: @escaping (Output) -> Transformed) -> Publishers.Map<Self, Transformed> {
        Publishers.Map(upstream: self, transform: transform)
    }
}
