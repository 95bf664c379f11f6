import Foundation

/// One request the app made and what came of it: the `server.request` event, and a line of `server log`.
public struct ServerExchange: Sendable, Hashable, Codable {
    /// What the app got back.
    public enum Reply: Sendable, Hashable, Codable {
        case response(ServerResponse)
        case failure(NetworkFailure)
    }

    /// 1 for the app's first request on this device, then 2, 3…
    public internal(set) var number: Int
    public let at: Date
    public let request: ServerRequest
    /// The stub that answered, or nil when none did: then the app saw the phone offline.
    public let stub: Int?
    public let reply: Reply
    /// The server on this machine a `server forward` stub sent it to.
    public let forwardedTo: String?
    /// How long after the request the reply came: a stub's latency on the virtual clock, or a forwarded
    /// request's wall time.
    public let latency: Duration
    /// A stub's answer that came after the request's timeout, and so was never seen: the app timed out.
    public let lateAnswer: Duration?
    /// `intent` when an intent's `perform()` made it, else `app`.
    public let source: EventSource

    public init(
        number: Int, at: Date, request: ServerRequest, stub: Int?, reply: Reply, forwardedTo: String? = nil, latency: Duration,
        lateAnswer: Duration? = nil, source: EventSource
    ) {
        self.number = number
        self.at = at
        self.request = request
        self.stub = stub
        self.reply = reply
        self.forwardedTo = forwardedTo
        self.latency = latency
        self.lateAnswer = lateAnswer
        self.source = source
    }

    /// No stub answered: the app saw the phone offline.
    public var isUnanswered: Bool { stub == nil }
}
