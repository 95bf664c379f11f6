import Foundation
import TapbenchCore

extension HTTPURLResponse {
    /// The response the app gets for what the bench's server answered `url`. Headers named twice are joined with
    /// a comma, as HTTP allows and `allHeaderFields` shows them.
    static func from(_ response: ServerResponse, url: URL) -> HTTPURLResponse {
        var fields: [String: String] = [:]
        for header in response.headers {
            if let existing = fields.keys.first(where: { $0.lowercased() == header.name.lowercased() }) {
                fields[existing] = fields[existing]! + ", " + header.value
            } else {
                fields[header.name] = header.value
            }
        }
        // HTTPURLResponse fails only for a URL it cannot hold, and `url` is the request's own.
        return HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: fields)!
    }
}
