import Foundation

extension RunLoop {
    /// Options for a run loop as a Combine scheduler; a timer publisher takes none that change when it fires.
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// A publisher that sends the date every `interval` seconds once connected, on a `Timer` added to `runLoop`: in
    /// the bench's worker, as the device's clock passes each fire date.
    ///
    /// ```swift
    /// Timer.publish(every: 60, on: .main, in: .common)
    ///     .autoconnect()
    ///     .sink { _ in Task { await tracker.refresh() } }
    ///     .store(in: &cancellables)
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A repeating timer's fire dates, from `connect()` until the connection is cancelled (Apple's
    /// "Timer.TimerPublisher").
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public final let interval: TimeInterval
        public final let tolerance: TimeInterval?
        public final let runLoop: RunLoop
        public final let mode: RunLoop.Mode
        public final let options: RunLoop.SchedulerOptions?
        private let subscribers = SubscriberList<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Date) -> Void
        ) -> AnyCancellable {
            subscribers.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }

        /// Adds a repeating timer to the run loop; cancelling the result invalidates it.
        public func connect() -> any Cancellable {
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
                self?.subscribers.send(Date())
            }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}
