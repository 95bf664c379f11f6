import Foundation

/// The rules of the app's server: which stub answers a request, and what the app sees of its answer.
extension DeviceState {
    /// Decides what answers `request` and, unless it goes on to a server on this machine, records the exchange
    /// as `server.request`. A request no stub answers fails at once as on a phone with no connection
    /// (`URLError.notConnectedToInternet`); an answer slower than the request's timeout is never seen, and the
    /// request times out ("timeoutInterval": the request fails when no data comes for that long).
    mutating func receive(_ request: ServerRequest, source: EventSource) -> ServerDecision {
        guard let entry = server.stubs.answer(request) else {
            return .answered(record(request, stub: nil, reply: .failure(.offline), latency: .zero, source: source))
        }
        switch entry.stub.answer {
        case .forward(let target):
            return .forward(stub: entry.number, target: target)
        case .response(let response):
            let latency = entry.stub.latency ?? .zero
            if latency > request.timeout {
                return .answered(
                    record(request, stub: entry.number, reply: .failure(.timeout), latency: request.timeout, lateAnswer: latency, source: source))
            }
            return .answered(record(request, stub: entry.number, reply: .response(response), latency: latency, source: source))
        case .failure(let failure):
            let latency = entry.stub.latency ?? (failure == .timeout ? request.timeout : .zero)
            return .answered(record(request, stub: entry.number, reply: .failure(failure), latency: latency, source: source))
        }
    }

    /// Records the exchange of a request at the current time.
    mutating func record(
        _ request: ServerRequest, stub: Int?, reply: ServerExchange.Reply, forwardedTo: String? = nil, latency: Duration,
        lateAnswer: Duration? = nil, source: EventSource
    ) -> ServerExchange {
        let exchange = ServerExchange(
            number: server.nextNumber, at: now, request: request, stub: stub, reply: reply, forwardedTo: forwardedTo, latency: latency,
            lateAnswer: lateAnswer, source: source)
        server.append(exchange)
        emit(.serverRequest(exchange))
        return exchange
    }
}
