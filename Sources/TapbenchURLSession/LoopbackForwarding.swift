import Foundation
import TapbenchCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request that a `server forward` stub names on to a server on this machine, and brings back its answer:
/// `https://api.delivery.example.com/orders/A-7189` goes to `http://127.0.0.1:8080/orders/A-7189`, with the same
/// method, headers and body. The bench's commands accept only loopback targets, so nothing leaves the machine.
enum LoopbackForwarding {
    /// The answer, or `.offline` when the server did not answer, and the wall time it took.
    static func send(_ request: ServerRequest, to target: String) async -> (ServerExchange.Reply, Duration) {
        let started = MachineTime.now
        guard let url = forwardedURL(request.url, to: target) else { return (.failure(.offline), .zero) }
        var forwarded = URLRequest(url: url, timeoutInterval: request.timeout.timeInterval)
        forwarded.httpMethod = request.method
        for header in request.headers { forwarded.addValue(header.value, forHTTPHeaderField: header.name) }
        if !request.body.isEmpty { forwarded.httpBody = request.body }
        let reply: ServerExchange.Reply
        do {
            let (data, response) = try await session.data(for: forwarded)
            guard let http = response as? HTTPURLResponse else { return (.failure(.offline), MachineTime.now - started) }
            let headers = http.allHeaderFields.compactMap { name, value in
                (name as? String).map { HTTPHeader($0, String(describing: value)) }
            }
            reply = .response(ServerResponse(status: http.statusCode, headers: headers.sorted { $0.name.lowercased() < $1.name.lowercased() }, body: data))
        } catch let error as URLError where error.code == .timedOut {
            reply = .failure(.timeout)
        } catch {
            reply = .failure(.offline)
        }
        return (reply, MachineTime.now - started)
    }

    /// The URL on the server on this machine: the target's scheme, host and port, the request's path and query.
    static func forwardedURL(_ url: String, to target: String) -> URL? {
        guard let source = URLComponents(string: url), var components = URLComponents(string: target) else { return nil }
        components.percentEncodedPath = (components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath)
            + source.percentEncodedPath
        components.percentEncodedQuery = source.percentEncodedQuery
        return components.url
    }

    /// Foundation's own client, for loopback only: the worker's proxy settings leave loopback out.
    private static let session = FoundationNetworking.URLSession(configuration: .ephemeral)
}
