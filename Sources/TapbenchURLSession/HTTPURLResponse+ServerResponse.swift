import Foundation
import TapbenchCore

extension HTTPURLResponse {
    /// The response the app gets for what the bench's server answered `url`. Headers named twice, in any case, are
    /// joined with a comma, as HTTP allows and `allHeaderFields` shows them.
    static func from(_ response: ServerResponse, url: URL) -> HTTPURLResponse {
        var fields = HeaderFields()
        for header in response.headers {
            fields.set(fields.value(for: header.name).map { $0 + ", " + header.value } ?? header.value, for: header.name)
        }
        // Failable as Foundation's, it takes every URL here.
        return HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: fields.dictionary)!
    }
}
