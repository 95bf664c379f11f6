import Foundation

/// A request's or response's body as the event stream and `server log` show it: JSON where it parses, text where
/// it is UTF-8 text, and otherwise its size and SHA-256 digest.
public enum BodySummary: Sendable, Hashable {
    case empty
    case json(JSONValue)
    case text(String)
    case binary(size: Int, sha256: String)

    public init(_ body: Data) {
        if body.isEmpty {
            self = .empty
        } else if let json = try? JSONParser.parse(Array(body)) {
            self = .json(json)
        } else if let text = String(data: body, encoding: .utf8), !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" }) {
            self = .text(text)
        } else {
            self = .binary(size: body.count, sha256: SHA256Digest.hex(of: body))
        }
    }
}
