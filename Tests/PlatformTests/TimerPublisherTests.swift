import Combine
import Foundation
import Testing

/// A connectable publisher that counts its connections, to see what `autoconnect()` does with them.
private final class CountingConnectable: ConnectablePublisher {
    typealias Output = Int
    typealias Failure = Never

    let values = PassthroughSubject<Int, Never>()
    private(set) var connections = 0
    private(set) var disconnections = 0

    func sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Int) -> Void) -> AnyCancellable {
        values.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    func connect() -> any Cancellable {
        connections += 1
        return AnyCancellable { [self] in disconnections += 1 }
    }
}

@Suite("Timer publisher")
struct TimerPublisherTests {
    @Test("autoconnect connects on the first subscriber and disconnects when the last one cancels (Apple, \"autoconnect()\")")
    func autoconnectFollowsSubscribers() {
        let upstream = CountingConnectable()
        let connected = upstream.autoconnect()
        var received: [String] = []
        let first = connected.sink { received.append("first \($0)") }
        let second = connected.sink { received.append("second \($0)") }
        upstream.values.send(1)
        first.cancel()
        upstream.values.send(2)
        #expect(upstream.disconnections == 0)
        second.cancel()
        upstream.values.send(3)
        #expect(received == ["first 1", "second 1", "second 2"])
        #expect(upstream.connections == 1)
        #expect(upstream.disconnections == 1)
        _ = connected.sink { _ in }
        #expect(upstream.connections == 2)
    }

    @Test("Timer.publish sends the date on a repeating Timer added to its run loop once connected, until cancelled (Apple, \"Timer.TimerPublisher\")")
    func publishSendsOnItsRunLoop() {
        let publisher = Timer.publish(every: 0.001, on: .current, in: .default)
        #expect(publisher.interval == 0.001)
        #expect(publisher.mode == .default)
        var dates: [Date] = []
        let subscription = publisher.sink { dates.append($0) }
        // Nothing is sent before the publisher is connected.
        RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        #expect(dates.isEmpty)
        let connection = publisher.connect()
        let giveUp = Date().addingTimeInterval(10)
        while dates.count < 2, Date() < giveUp { RunLoop.current.run(until: Date().addingTimeInterval(0.01)) }
        connection.cancel()
        let sent = dates.count
        RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        #expect(sent >= 2)
        #expect(dates.count == sent)
        #expect(dates == dates.sorted())
        subscription.cancel()
    }
}
