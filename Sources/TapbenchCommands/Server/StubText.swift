import Foundation
import TapbenchCore

/// A stub written back as the command that declares it, for `server list` and the files `server record` writes:
/// `server stub POST https://api.delivery.example.com/orders/:orderID/cancel 200 {"status":"cancelled"} --latency 120ms`.
enum StubText {
    /// The whole command; a body longer than `bodyLimit` characters is cut short with `…`, for a listing.
    static func command(_ stub: ServerStub, bodyLimit: Int? = nil) -> String {
        let method = stub.method ?? "*"
        var words: [String]
        switch stub.answer {
        case .response(let response):
            words = ["server stub", method, stub.pattern.description, String(response.status)]
            if !response.body.isEmpty { words.append(body(response.body, limit: bodyLimit)) }
            if let latency = stub.latency { words += ["--latency", DurationText.format(latency)] }
            let implied = [HTTPHeader("Content-Length", String(response.body.count))] + (ServerResponse.contentType(of: response.body).map { [HTTPHeader("Content-Type", $0)] } ?? [])
            for header in response.headers where !implied.contains(header) {
                words += ["--header", JSONValue.string("\(header.name): \(header.value)").jsonText]
            }
        case .failure(let failure):
            words = ["server fail", method, stub.pattern.description, failure.rawValue]
            if let latency = stub.latency { words += ["--after", DurationText.format(latency)] }
        case .forward(let target):
            words = ["server forward", stub.pattern.description, target]
        }
        if let times = stub.times { words += ["--times", String(times)] }
        return words.joined(separator: " ")
    }

    /// A body as one word: JSON as it is, compacted; other text quoted.
    static func body(_ data: Data, limit: Int? = nil) -> String {
        let text: String
        if let json = try? JSONParser.parse(Array(data)), Self.isContainer(json) {
            text = json.jsonText
        } else {
            text = JSONValue.string(String(decoding: data, as: UTF8.self)).jsonText
        }
        guard let limit, text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }

    private static func isContainer(_ json: JSONValue) -> Bool {
        switch json {
        case .object, .array: true
        default: false
        }
    }
}
