#if APNs
import Foundation

/// APNs's answer to one request: a status, headers, and a JSON body for an error.
///
/// ```swift
/// ProviderResponse.refusal(Refusal(413, "PayloadTooLarge"), id: ("apns-id", "8B4A1F0C-…"))
/// // 413, apns-id: 8B4A1F0C-…, {"reason":"PayloadTooLarge"}
/// ```
public struct ProviderResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An error as APNs sends it: `{"reason": "…"}`, with `timestamp` (milliseconds since 1970) for a 410.
    static func refusal(_ refusal: Refusal, id: (name: String, value: String)) -> ProviderResponse {
        var body = #"{"reason":"\#(refusal.reason)""#
        if let timestamp = refusal.timestamp { body += #","timestamp":\#(timestamp)"# }
        body += "}"
        return ProviderResponse(status: refusal.status, headers: [id, ("content-type", "application/json")], body: Array(body.utf8))
    }

    /// A JSON body of a management request's answer.
    static func json(_ status: Int, _ text: String, headers: [(name: String, value: String)]) -> ProviderResponse {
        ProviderResponse(status: status, headers: headers + [("content-type", "application/json")], body: Array(text.utf8))
    }
}

/// A status and reason of APNs's (Apple's documentation, "Handling notification responses from APNs"), with
/// what was wrong in words for the person at the bench.
public struct Refusal: Error, Sendable, Hashable {
    public let status: Int
    public let reason: String
    /// For a 410: when the token stopped working, in milliseconds since 1970.
    public let timestamp: Int64?
    public let explanation: String

    public init(_ status: Int, _ reason: String, _ explanation: String = "", timestamp: Int64? = nil) {
        self.status = status
        self.reason = reason
        self.explanation = explanation
        self.timestamp = timestamp
    }

    /// `413 PayloadTooLarge`, as `push.rejected` carries it.
    init?(status text: String, explanation: String, timestamp: Int64?) {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let status = Int(parts[0]) else { return nil }
        self.init(status, String(parts[1]), explanation, timestamp: timestamp)
    }
}
#endif
