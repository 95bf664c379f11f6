/// A publisher of one value, then finished (Apple, "Just").
///
/// ```swift
/// Just(ActivityAuthorizationInfo().areActivitiesEnabled).sink { enabled in showStartButton = enabled }
/// ```
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
