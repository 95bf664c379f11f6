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
        guard let url = forwardedURL(request.url, to: target), let host = url.host, let port = url.port else { return (.failure(.offline), .zero) }
        var target = url.path
        if let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery { target += "?" + query }
        let bytes = HTTPExchange.requestBytes(
            method: request.method, target: target, host: "\(host.contains(":") ? "[\(host)]" : host):\(port)", headers: request.headers, body: request.body)
        let connection = LoopbackConnection(host: host, port: port, deadline: started + request.timeout)
        let answer: ServerExchange.Reply = await withCheckedContinuation { continuation in
            // The connection blocks, so it runs on a thread of its own rather than on the app's or Swift's.
            Thread { continuation.resume(returning: reply(connection.exchange, bytes, method: request.method)) }.start()
        }
        return (answer, MachineTime.now - started)
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
    static func forwardedURL(_ url: String, to target: String) -> URL? {
        guard let source = URLComponents(string: url), var components = URLComponents(string: target) else { return nil }
        components.percentEncodedPath = (components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath)
            + source.percentEncodedPath
        components.percentEncodedQuery = source.percentEncodedQuery
        return components.url
    }
}
