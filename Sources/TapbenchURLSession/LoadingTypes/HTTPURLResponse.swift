import Foundation

/// Apple's `HTTPURLResponse`: an HTTP answer's status and header fields, which the bench's server gives every
/// request app code sends.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(for: request)
/// guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else { throw OrderError.refused }
/// let retryAfter = http.value(forHTTPHeaderField: "retry-after")
/// ```
///
/// `mimeType`, `textEncodingName` and `expectedContentLength` are read from `Content-Type` and `Content-Length`.
/// Header names are looked up in any case. Foundation puts "certain header field names" in their standard form
/// ("NSHTTPURLResponse.allHeaderFields": `content-length` becomes `Content-Length`): here, as in
/// swift-corelibs-foundation, every name but an `x-` one.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public let statusCode: Int
    private let headers: HeaderFields

    /// Failable as Foundation's, though every URL is taken here; `httpVersion` is not kept.
    public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        let headers = HTTPURLResponse.standardFields(headerFields ?? [:])
        self.headers = headers
        let contentType = HTTPURLResponse.parameters(headers.value(for: "Content-Type") ?? "")
        super.init(
            url: url, mimeType: contentType.first?.lowercased(), expectedContentLength: HTTPURLResponse.length(headers.value(for: "Content-Length")),
            textEncodingName: contentType.dropFirst().lazy.compactMap(HTTPURLResponse.charset).first)
    }

    open var allHeaderFields: [AnyHashable: Any] {
        Dictionary(uniqueKeysWithValues: headers.dictionary.map { (AnyHashable($0.key), $0.value as Any) })
    }

    open func value(forHTTPHeaderField field: String) -> String? {
        headers.value(for: field)
    }

    /// The file name `Content-Disposition` gives, else the URL's.
    open override var suggestedFilename: String? {
        let disposition = Self.parameters(headers.value(for: "Content-Disposition") ?? "")
        for parameter in disposition.dropFirst() where parameter.lowercased().hasPrefix("filename=") {
            let name = parameter.dropFirst("filename=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            if !name.isEmpty { return name }
        }
        return super.suggestedFilename
    }

    /// The reason phrase HTTP gives a status, in lower case as Foundation returns it.
    open class func localizedString(forStatusCode statusCode: Int) -> String {
        HTTPStatusPhrases.phrase(for: statusCode)
    }

    /// The fields, each name in its standard form; of two that are one in that form, the first in name order.
    private static func standardFields(_ fields: [String: String]) -> HeaderFields {
        var standard = HeaderFields()
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) where standard.value(for: standardForm(name)) == nil {
            standard.set(value, for: standardForm(name))
        }
        return standard
    }

    /// `Content-Length`'s count of bytes, or -1 without one.
    private static func length(_ field: String?) -> Int {
        field.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
    }

    /// `content-type` as `Content-Type`, `www-authenticate` as `WWW-Authenticate`; `x-request-id` as it is.
    private static func standardForm(_ name: String) -> String {
        let lowered = name.lowercased()
        if lowered.hasPrefix("x-") { return name }
        if lowered == "www-authenticate" { return "WWW-Authenticate" }
        return lowered.split(separator: "-", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-")
    }

    /// `text/html; charset=utf-8` as `["text/html", "charset=utf-8"]`.
    private static func parameters(_ field: String) -> [String] {
        guard !field.isEmpty else { return [] }
        return field.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func charset(_ parameter: String) -> String? {
        guard parameter.lowercased().hasPrefix("charset=") else { return nil }
        return parameter.dropFirst("charset=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
    }
}
