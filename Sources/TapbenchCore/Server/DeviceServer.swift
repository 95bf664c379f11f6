import Foundation

/// The app's server on one device: the stubs that answer its requests and the log of every request, for the
/// `server` command and for the `URLSession` app code calls.
///
/// ```swift
/// let stub = try ServerStub(method: "POST", pattern: RoutePattern("https://api.delivery.example.com/orders/:id/cancel"),
///                           answer: .response(.with(status: 409, body: Data())))
/// let number = device.server.add(stub)
/// ```
public struct DeviceServer: Sendable {
    let device: Device

    /// The stubs, in the order they were added.
    public var stubs: [NumberedStub] { device.read { $0.server.stubs.entries } }

    /// Every request the app made on this device, oldest first.
    public var log: [ServerExchange] { device.read { $0.server.log } }

    /// Adds a stub; returns its number.
    public func add(_ stub: ServerStub) -> Int {
        device.mutate { $0.server.stubs.add(stub) }
    }

    /// Removes stub `number`; returns it, or nil when there is none.
    public func remove(_ number: Int) -> ServerStub? {
        device.mutate { $0.server.stubs.remove(number) }
    }

    /// Removes every stub; returns how many there were.
    public func removeAll() -> Int {
        device.mutate { $0.server.stubs.removeAll() }
    }

    /// What answers a request app code sent, as an intent or as the app (`Device.context`).
    public func receive(_ request: ServerRequest) -> ServerDecision {
        let source = Device.context.source
        return device.mutate { $0.receive(request, source: source) }
    }

    /// Records what the server on this machine answered a request a `server forward` stub sent it, after
    /// `latency` of wall time.
    @discardableResult
    public func forwarded(_ request: ServerRequest, stub: Int, target: String, reply: ServerExchange.Reply, latency: Duration) -> ServerExchange {
        let source = Device.context.source
        return device.mutate { $0.record(request, stub: stub, reply: reply, forwardedTo: target, latency: latency, source: source) }
    }

    /// Waits, in an intent's run, for the virtual time the exchange's reply takes: it counts toward the intent's
    /// budget and costs no real time. Outside a run it does not wait, as the clock moves only under commands
    /// and intents (a modelling choice). Throws `CancellationError` when the run is cut off on the way. The wait is
    /// the device's (`Device.wait(until:)`): a suspension of the handler's task where the bench runs the app's tasks.
    public func wait(for exchange: ServerExchange) async throws {
        try Task.checkCancellation()
        guard Device.context.run != nil, exchange.latency > .zero else { return }
        try await device.wait(until: exchange.at.addingTimeInterval(exchange.latency.timeInterval))
        try Task.checkCancellation()
    }

    /// A request is on its way: commands wait for `endTransfer()` before they end (`Device.settle`), so that what
    /// its answer makes the app do shows under the command that caused it.
    public func beginTransfer() {
        let run = Device.context.run
        device.withStorage { storage in
            storage.transfers[run, default: 0] += 1
            return ((), [])
        }
    }

    /// The app has been handed a request's answer (or its failure), and has returned from what it did with it;
    /// called in the same call context (`Device.context`) as `beginTransfer()`.
    public func endTransfer() {
        let run = Device.context.run
        device.withStorage { storage in
            let left = (storage.transfers[run] ?? 1) - 1
            storage.transfers[run] = left > 0 ? left : nil
            return ((), storage.settling.takeSettled(pending: storage.pendingWork, device.wallClock))
        }
    }

    /// Fixes the order of the requests the app made as it launched (see `ServerState.settleLaunch()`): once, when
    /// the launch has settled, before the first command.
    public func settleLaunch() {
        device.mutate { $0.server.settleLaunch() }
    }
}

extension Device {
    /// The app's server: its stubs and the requests the app made.
    public var server: DeviceServer { DeviceServer(device: self) }
}
