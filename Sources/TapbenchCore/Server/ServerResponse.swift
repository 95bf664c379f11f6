import Foundation

/// What a server answered: `200` with `{"status": "cancelled"}`.
public struct ServerResponse: Sendable, Hashable, Codable {
    public let status: Int
    public let headers: [HTTPHeader]
    public let body: Data

    public init(status: Int, headers: [HTTPHeader] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response whose body is `body`, with the `Content-Type` it reads as (JSON where it parses, else text)
    /// unless `headers` give one, and its `Content-Length`: what a server sends with it.
    public static func with(status: Int, body: Data, headers: [HTTPHeader] = []) -> ServerResponse {
        var all = headers
        if let type = contentType(of: body), headers.value("Content-Type") == nil { all.append(HTTPHeader("Content-Type", type)) }
        if headers.value("Content-Length") == nil { all.append(HTTPHeader("Content-Length", String(body.count))) }
        return ServerResponse(status: status, headers: all, body: body)
    }

    /// The `Content-Type` a body reads as: JSON where it parses, else UTF-8 text; nil for no body.
    public static func contentType(of body: Data) -> String? {
        guard !body.isEmpty else { return nil }
        return (try? JSONParser.parse(Array(body))) != nil ? "application/json" : "text/plain; charset=utf-8"
    }
}
