import Foundation
import TapbenchCore
import TapbenchRouting

/// What a server on this machine answered forwarded requests, written as `server stub` lines (`server record`):
/// each URL by its path, as a pattern names it, with the status, body and headers it got. A URL answered more
/// than once gets one stub an answer, the last answer first and the others `--times 1`, since the newest live
/// stub answers: loaded, they answer in the order the server did.
enum RecordedStubs {
    /// Headers a server sets for the connection rather than the answer, which a stub leaves out.
    static let connectionHeaders: Set<String> = ["content-length", "date", "connection", "transfer-encoding", "keep-alive", "server"]

    static func lines(_ exchanges: [ServerExchange]) -> [String] {
        var order: [String] = []
        var answers: [String: [(pattern: RoutePattern, method: String, response: ServerResponse)]] = [:]
        for exchange in exchanges {
            guard case .response(let response) = exchange.reply else { continue }
            let url = exchange.request.urlWithoutQuery
            guard let pattern = try? RoutePattern(url) else { continue }
            let key = "\(exchange.request.method) \(url)"
            if answers[key] == nil { order.append(key) }
            answers[key, default: []].append((pattern, exchange.request.method, response))
        }
        var lines = ["# What the server answered, recorded by 'server record'; 'server load FILE' answers with it."]
        for key in order {
            let recorded = answers[key] ?? []
            for (index, answer) in recorded.enumerated().reversed() {
                let headers = answer.response.headers.filter { !connectionHeaders.contains($0.name.lowercased()) }
                let stub = ServerStub(
                    method: answer.method, pattern: answer.pattern, answer: .response(.with(status: answer.response.status, body: answer.response.body, headers: headers)),
                    times: index == recorded.count - 1 ? nil : 1)
                lines.append(StubText.command(stub))
            }
        }
        return lines
    }
}
