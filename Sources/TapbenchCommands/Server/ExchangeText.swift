import Foundation
import TapbenchCore

/// A request the app made, in words: the line under the command that caused it, and `server log`'s account.
///
/// ```
/// app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 1, 120ms)
/// ```
enum ExchangeText {
    /// The event's line, without its time.
    static func line(_ exchange: ServerExchange) -> String {
        let request = "app → \(exchange.request.method) \(exchange.request.url)"
        guard let stub = exchange.stub else {
            return "\(request) → no stub; the app saw it offline — answer it with: \(suggestion(for: exchange.request))"
        }
        if let target = exchange.forwardedTo {
            switch exchange.reply {
            case .response(let response): return "\(request) → \(response.status) (stub \(stub), forwarded to \(target))"
            case .failure: return "\(request) → offline (stub \(stub): \(target) did not answer)"
            }
        }
        let waited = exchange.latency > .zero ? ", \(DurationText.format(exchange.latency))" : ""
        switch exchange.reply {
        case .response(let response):
            return "\(request) → \(response.status) (stub \(stub)\(waited))"
        case .failure(let failure):
            if let late = exchange.lateAnswer {
                return "\(request) → timed out after \(DurationText.format(exchange.latency)) (stub \(stub) answers after \(DurationText.format(late)))"
            }
            return "\(request) → \(failure.description) (stub \(stub)\(waited))"
        }
    }

    /// The stub that would answer a request no stub did: its URL without the query, which patterns name by key.
    static func suggestion(for request: ServerRequest) -> String {
        "server stub \(request.method) \(request.urlWithoutQuery) 200 {}"
    }

    /// `server log`'s line for one request: its number and time, then the event's line.
    static func listing(_ exchange: ServerExchange, renderer: EventRenderer) -> String {
        "\(exchange.number)  \(renderer.time(exchange.at))  \(line(exchange))"
    }

    /// `server log N`: the request as the server got it, and the answer as the app got it.
    static func details(_ exchange: ServerExchange, renderer: EventRenderer) -> [String] {
        var lines = [listing(exchange, renderer: renderer), "request: \(exchange.request.method) \(exchange.request.url)"]
        lines += exchange.request.headers.map { "  \($0.name): \($0.value)" }
        lines += body(exchange.request.body)
        switch exchange.reply {
        case .response(let response):
            lines.append("response: \(response.status) \(HTTPStatusText.reason(response.status))")
            lines += response.headers.map { "  \($0.name): \($0.value)" }
            lines += body(response.body)
        case .failure(let failure):
            lines.append("response: none — the app saw \(failure.description)")
        }
        return lines
    }

    /// A body as `server log N` shows it: JSON as it is, other text as text, anything else by its size and digest.
    static func body(_ data: Data) -> [String] {
        switch BodySummary(data) {
        case .empty: return []
        case .json(let json): return ["  " + json.jsonText]
        case .text(let text): return ["  " + JSONValue.string(text).jsonText]
        case .binary(let size, let digest): return ["  (\(size) bytes, sha256 \(digest))"]
        }
    }
}
