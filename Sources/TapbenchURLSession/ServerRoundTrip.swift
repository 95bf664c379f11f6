import Foundation
import TapbenchCore

/// One request's way through the bench's server, whichever form of `URLSession` call sent it: the headers the
/// session adds, the answer the device's stubs give (`server stub`), the virtual time the answer takes, and the
/// redirects it follows. Nothing leaves the machine: a request goes to a stub, to a server on loopback that a
/// `server forward` names, or nowhere, and then the app sees the phone offline.
struct ServerRoundTrip {
    let configuration: URLSessionConfiguration
    /// The body an upload sends, instead of the request's own.
    let uploadBody: Data?

    /// What came back in the end: the last response, its body, and the request that got it.
    struct Result {
        let response: HTTPURLResponse
        let data: Data
        let request: URLRequest
    }

    /// Redirects a phone follows before it hands the app the response: `URLError.httpTooManyRedirects` after these.
    static let redirectLimit = 16

    /// Sends `request`, following redirects while `redirect` agrees (it is given the response and the request
    /// that would follow, and answers with the request to send, or nil to stop at the redirect).
    nonisolated(nonsending) func run(_ request: URLRequest, redirect: (HTTPURLResponse, URLRequest) async -> URLRequest?) async throws(URLError) -> Result {
        var current = request
        var body = uploadBody
        for _ in 0...Self.redirectLimit {
            let (response, data) = try await send(current, body: body)
            guard let next = Self.redirect(from: response, after: current, body: body) else {
                return Result(response: response, data: data, request: current)
            }
            guard let followed = await redirect(response, next.request) else { return Result(response: response, data: data, request: current) }
            current = followed
            body = next.body
        }
        throw .failing(.httpTooManyRedirects, current.url)
    }

    /// One request and its answer, after the virtual time the answer takes.
    nonisolated(nonsending) private func send(_ request: URLRequest, body: Data?) async throws(URLError) -> (HTTPURLResponse, Data) {
        guard let url = request.url else { throw .failing(.badURL, nil) }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { throw .failing(.unsupportedURL, url) }
        guard !Task.isCancelled else { throw .failing(.cancelled, url) }
        let device = Device.current
        let sent = serverRequest(request, url: url, body: body ?? request.httpBody ?? Self.read(request.httpBodyStream))
        let reply: ServerExchange.Reply
        switch device.server.receive(sent) {
        case .answered(let exchange):
            do {
                try await device.server.wait(for: exchange)
            } catch {
                throw .failing(.cancelled, url)
            }
            reply = exchange.reply
        case .forward(let stub, let target):
            let (forwarded, latency) = await LoopbackForwarding.send(sent, to: target)
            reply = forwarded
            device.server.forwarded(sent, stub: stub, target: target, reply: forwarded, latency: latency)
        }
        guard !Task.isCancelled else { throw .failing(.cancelled, url) }
        switch reply {
        case .response(let response): return (.from(response, url: url), response.body)
        case .failure(let failure): throw .failing(failure, url)
        }
    }

    /// The request as the server gets it: the session's `httpAdditionalHeaders` under the request's own, names
    /// in alphabetical order (a `URLRequest` keeps its headers in a dictionary, in no order of its own); the
    /// request's timeout when it set one, else the session's (as swift-corelibs-foundation chooses).
    private func serverRequest(_ request: URLRequest, url: URL, body: Data?) -> ServerRequest {
        var headers: [String: (name: String, value: String)] = [:]
        for (name, value) in configuration.httpAdditionalHeaders ?? [:] {
            let name = String(describing: name.base)
            headers[name.lowercased()] = (name, String(describing: value))
        }
        for (name, value) in request.allHTTPHeaderFields ?? [:] { headers[name.lowercased()] = (name, value) }
        let timeout = request.timeoutInterval != 60 ? request.timeoutInterval : configuration.timeoutIntervalForRequest
        return ServerRequest(
            method: request.httpMethod ?? "GET", url: url.absoluteString,
            headers: headers.sorted { $0.key < $1.key }.map { HTTPHeader($0.value.name, $0.value.value) },
            body: body ?? Data(), timeout: Self.duration(timeout))
    }

    /// A timeout in seconds as a duration: one that is not a positive number of seconds is the default minute,
    /// and a longer one than a billion seconds (about 31 years) is taken as that, so that it always converts.
    static func duration(_ seconds: TimeInterval) -> Duration {
        guard seconds.isFinite, seconds > 0 else { return .seconds(60) }
        return .milliseconds(Int64((min(seconds, 1e9) * 1000).rounded()))
    }

    /// Everything a body stream holds.
    private static func read(_ stream: InputStream?) -> Data? {
        guard let stream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }

    /// The request a redirect leads to, if `response` is one: `Location` resolved against the request's URL;
    /// 303, and 301 or 302 after a `POST`, continue as a `GET` without a body, as browsers and `URLSession` do;
    /// 307 and 308 repeat the method and body.
    static func redirect(from response: HTTPURLResponse, after request: URLRequest, body: Data?) -> (request: URLRequest, body: Data?)? {
        guard [301, 302, 303, 307, 308].contains(response.statusCode), let location = response.value(forHTTPHeaderField: "Location"),
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL
        else { return nil }
        var next = request
        next.url = target
        let method = request.httpMethod ?? "GET"
        if response.statusCode == 303 || ([301, 302].contains(response.statusCode) && method == "POST") {
            next.httpMethod = "GET"
            next.httpBody = nil
            next.setValue(nil, forHTTPHeaderField: "Content-Type")
            next.setValue(nil, forHTTPHeaderField: "Content-Length")
            return (next, nil)
        }
        return (next, body)
    }
}
