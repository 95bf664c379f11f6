import Foundation
import TapbenchCore

/// Sends a request that a `server forward` stub names on to a server on this machine, and brings back its answer:
/// `https://api.delivery.example.com/orders/A-7189` goes to `http://127.0.0.1:8080/orders/A-7189`, with the same
/// method, headers and body. The bench's commands accept only loopback targets over plain HTTP, so nothing leaves
/// the machine, and a connection of its own (`LoopbackConnection`) is all it takes.
enum LoopbackForwarding {
    /// The answer, or `.offline` when the server did not answer, and the wall time it took.
    static func send(_ request: ServerRequest, to target: String) async -> (ServerExchange.Reply, Duration) {
        let started = MachineTime.now
        guard let (host, port, bytes) = wire(request, to: target) else { return (.failure(.offline), .zero) }
        let connection = LoopbackConnection(host: host, port: port, deadline: started + request.timeout)
        let answer: ServerExchange.Reply = await withCheckedContinuation { continuation in
            // The connection blocks, so it runs on a thread of its own rather than on the app's or Swift's.
            Thread { continuation.resume(returning: reply(connection.exchange, bytes, method: request.method)) }.start()
        }
        return (answer, MachineTime.now - started)
    }

    /// Where `request` goes and its bytes there: the target's host and port, and the request's path and query as the
    /// app's URL encoded them.
    static func wire(_ request: ServerRequest, to target: String) -> (host: String, port: Int, bytes: Data)? {
        guard let forwarded = forwarded(request.url, to: target), let host = forwarded.url?.host, let port = forwarded.port else { return nil }
        let path = forwarded.percentEncodedPath + (forwarded.percentEncodedQuery.map { "?" + $0 } ?? "")
        let bytes = HTTPExchange.requestBytes(
            method: request.method, target: path, host: "\(forwarded.percentEncodedHost ?? host):\(port)", headers: request.headers, body: request.body)
        return (host, port, bytes)
    }

    /// What the app gets when `exchange` sends `bytes`: the server's answer, or a timeout, or the phone offline when
    /// nothing answered or the answer was not HTTP's.
    private static func reply(_ exchange: (Data) throws(LoopbackConnection.Failure) -> Data, _ bytes: Data, method: String) -> ServerExchange.Reply {
        do {
            return HTTPExchange.response(from: try exchange(bytes), method: method).map(ServerExchange.Reply.response) ?? .failure(.offline)
        } catch .timedOut {
            return .failure(.timeout)
        } catch {
            return .failure(.offline)
        }
    }

    /// The URL on the server on this machine: the target's scheme, host and port, the request's path and query.
    private static func forwarded(_ url: String, to target: String) -> URLComponents? {
        guard let source = URLComponents(string: url), var components = URLComponents(string: target) else { return nil }
        components.percentEncodedPath = (components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath)
            + source.percentEncodedPath
        components.percentEncodedQuery = source.percentEncodedQuery
        return components
    }
}
