import Foundation
import TapbenchRouting

/// How the bench answers the app's requests that match a pattern, as `server stub`, `server fail` and
/// `server forward` declare it:
///
/// ```swift
/// let cancel = try ServerStub(
///     method: "POST", pattern: RoutePattern("https://api.delivery.example.com/orders/:orderID/cancel"),
///     answer: .response(.with(status: 409, body: Data(#"{"error": "already picked up"}"#.utf8))))
/// ```
public struct ServerStub: Sendable, Hashable, Codable {
    public enum Answer: Sendable, Hashable, Codable {
        case response(ServerResponse)
        case failure(NetworkFailure)
        /// The request goes on to a server on this machine, `http://127.0.0.1:8080`, which answers it.
        case forward(to: String)
    }

    /// The method it answers, upper case; nil answers every method (`*`).
    public let method: String?
    public let pattern: RoutePattern
    public let answer: Answer
    /// Virtual time before the answer comes, or before the failure; nil for a timeout waits the request's own
    /// timeout.
    public let latency: Duration?
    /// How many requests it answers before it stops; nil for every one.
    public let times: Int?
    /// Where it was declared, `Files/server.tapbench:3`; nil for one typed at the prompt.
    public let source: String?

    public init(method: String?, pattern: RoutePattern, answer: Answer, latency: Duration? = nil, times: Int? = nil, source: String? = nil) {
        self.method = method?.uppercased()
        self.pattern = pattern
        self.answer = answer
        self.latency = latency
        self.times = times
        self.source = source
    }
}
