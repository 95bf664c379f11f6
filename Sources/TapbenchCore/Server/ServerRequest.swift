import Foundation

/// A request the app sent to its server, as the server would get it:
/// `POST https://api.delivery.example.com/orders/A-7189/cancel` with its headers and body.
public struct ServerRequest: Sendable, Hashable, Codable {
    /// Upper case: `GET`, `POST`.
    public let method: String
    /// The absolute URL as the app wrote it.
    public let url: String
    public let headers: [HTTPHeader]
    public let body: Data
    /// How long the app waits for an answer before its request times out (`URLRequest.timeoutInterval`).
    public let timeout: Duration

    public init(method: String, url: String, headers: [HTTPHeader] = [], body: Data = Data(), timeout: Duration = .seconds(60)) {
        self.method = method.uppercased()
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The URL without its query, as a stub's pattern names it (a pattern lists query keys, not values):
    /// `https://api.scores.example.com/search`.
    public var urlWithoutQuery: String {
        url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
    }
}
