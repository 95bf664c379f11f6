/// A URL split the way the router sees it; shown by ``RouteExplanation``.
///
/// `delivery://order/A-7189/receipt?lang=en#top` has scheme `delivery`, host `order`, no port,
/// segments `["A-7189", "receipt"]` and query `lang=en`.
///
/// Decoding choices: the path is split on `/`, empty segments are dropped, then each segment is
/// percent-decoded as UTF-8 (`%2F` stays inside its segment, `+` stays a plus). In the query `+`
/// is a space before percent-decoding. An invalid escape (`%zz`, a truncated `%4`) is kept as
/// written; bytes that are not UTF-8 after decoding show as U+FFFD replacement characters here and
/// in parameter values, and never equal a pattern literal. The scheme and host are ASCII-lowercased,
/// the host is not percent-decoded, user info is dropped and the fragment is ignored.
public struct RouteURL: Sendable, Equatable, CustomStringConvertible {
    /// The lowercased scheme: `delivery`.
    public let scheme: String
    /// The lowercased host, possibly empty (`myapp:///settings`); IPv6 hosts keep their brackets.
    public let host: String
    /// The port, nil when absent or the default of the scheme (443 for https, 80 for http).
    public let port: Int?
    /// The decoded, non-empty path segments: `["A-7189", "receipt"]`.
    public let segments: [String]
    /// The decoded query items, first value of a repeated key only: `lang=en`.
    public let query: RouteParameters

    /// Splits `text` like the router does, or returns nil when it is not an absolute URL with
    /// `scheme://` (such as `order/A-7189` or `delivery:/order`) or has a bad port.
    public init?(_ text: String) {
        var text = text
        guard let url = text.withUTF8({ bytes -> RouteURL? in
            guard let view = try? URLView(scanning: bytes) else { return nil }
            return view.withParts { RouteURL(view, segments: $1) }
        }) else { return nil }
        self = url
    }

    init(_ view: URLView, segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) {
        scheme = String(decoding: view.scheme, as: UTF8.self)
        host = String(decoding: view.host, as: UTF8.self)
        port = view.port
        self.segments = segments.map { String(decoding: $0, as: UTF8.self) }
        query = RouteParameters(path: [], query: view.query)
    }

    /// `scheme://host[:port]`: `delivery://order`, `https://shop.example.com:8443`.
    public var authority: String {
        "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
    }

    /// The authority, the segments and the query on one line:
    /// `delivery://order ["A-7189", "receipt"] lang=en`.
    public var description: String {
        let path = "[" + segments.map { "\"\(RouteMissReason.printable($0))\"" }.joined(separator: ", ") + "]"
        let query = RouteMissReason.printable(query.description)
        return query.isEmpty ? "\(authority) \(path)" : "\(authority) \(path) \(query)"
    }
}
