import Foundation
import TapbenchCore

/// One HTTP/1.1 request and its answer as bytes on a connection: the request written with `Connection: close`,
/// the answer read until the server closes, its body by `Content-Length` or in chunks.
enum HTTPExchange {
    /// The request's bytes: `target` is the path and query; the exchange sets `Host`, `Content-Length` and
    /// `Connection` itself.
    static func requestBytes(method: String, target: String, host: String, headers: [HTTPHeader], body: Data) -> Data {
        let own: Set = ["host", "content-length", "connection", "transfer-encoding"]
        var head = "\(method) \(target.isEmpty ? "/" : target) HTTP/1.1\r\nHost: \(host)\r\n"
        for header in headers where !own.contains(header.name.lowercased()) { head += "\(header.name): \(header.value)\r\n" }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    /// The answer in `bytes`, everything the server sent; `nil` when it is not an HTTP answer.
    static func response(from bytes: Data, method: String) -> ServerResponse? {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = bytes.range(of: separator) else { return nil }
        let lines = String(decoding: bytes[bytes.startIndex..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines[0].split(separator: " ", maxSplits: 2)
        guard statusWords.count >= 2, statusWords[0].hasPrefix("HTTP/"), let status = Int(statusWords[1]) else { return nil }
        let headers = lines.dropFirst().compactMap { line -> HTTPHeader? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return HTTPHeader(String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Data(bytes[end.upperBound...])
        if method == "HEAD" || status == 204 || status == 304 || (100..<200).contains(status) {
            body = Data()
        } else if headers.value("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            guard let joined = dechunked(body) else { return nil }
            body = joined
        } else if let length = headers.value("Content-Length").flatMap({ Int($0) }), length <= body.count {
            body = body.prefix(length)
        }
        return ServerResponse(status: status, headers: headers, body: body)
    }

    /// A chunked body's data; `nil` when the chunks are cut short.
    static func dechunked(_ body: Data) -> Data? {
        var data = Data()
        var rest = body[...]
        let lineEnd = Data("\r\n".utf8)
        while true {
            guard let sizeEnd = rest.range(of: lineEnd) else { return nil }
            let sizeText = String(decoding: rest[rest.startIndex..<sizeEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else { return nil }
            if size == 0 { return data }
            let start = sizeEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size + 2 else { return nil }
            let stop = rest.index(start, offsetBy: size)
            data += rest[start..<stop]
            rest = rest[rest.index(stop, offsetBy: 2)...]
        }
    }
}
