/// Why a URL did not match, or did not match one particular route.
///
/// ``description`` is a one-line human sentence for the REPL, e.g. for the route
/// `https://example.com/orders/:id(int)/help` and the URL `https://example.com/orders/A-7189/help`:
/// `segment 2: 'A-7189' is not an int`. ``code`` is a stable machine-readable name for JSON
/// events such as `url.unmatched`. Segments are numbered from 1 after the host.
public enum RouteMissReason: Sendable, Equatable, CustomStringConvertible {
    /// The text is not `scheme:` with a valid RFC 3986 scheme: `order/A-7189`, `://order`, ``.
    case notAbsoluteURL
    /// A scheme without `//`, so no host: `delivery:order/A-7189`.
    case missingAuthority(scheme: String)
    /// The URL's port is not a number from 0 to 65535: `https://shop.example.com:84x3/a`.
    case invalidPort(String)
    /// No route shares the URL's scheme and host: `no routes for delivery://orders`.
    case noRoutes(authority: String)
    /// `scheme: expected 'delivery', got 'https'`.
    case scheme(expected: String, got: String)
    /// `host: expected 'order', got 'orders'`.
    case host(expected: String, got: String)
    /// `port: expected 8443, got none`.
    case port(expected: Int?, got: Int?)
    /// `segment 2: expected 'receipt', got 'receipts'`.
    case literal(segment: Int, expected: String, got: String)
    /// `segment 2: 'A-7189' is not an int`.
    case notAnInt(segment: Int, value: String)
    /// `expected 2 segments, got 1`, or `expected at least 1 segment, got 0` for a route ending in `**`.
    case segmentCount(expected: Int, got: Int, orMore: Bool)
    /// `extra segment 3 'x'`: the URL goes on after the route ends.
    case extraSegment(segment: Int, value: String)
    /// `missing query key 'q'`: the route requires a key that the URL lacks.
    case missingQueryKey(String)

    /// The reason as one line of text.
    public var description: String {
        switch self {
        case .notAbsoluteURL:
            "not an absolute URL with a scheme"
        case .missingAuthority(let scheme):
            "missing '//' after '\(scheme):'"
        case .invalidPort(let port):
            "invalid port '\(Self.printable(port))'"
        case .noRoutes(let authority):
            "no routes for \(Self.printable(authority))"
        case .scheme(let expected, let got):
            "scheme: expected '\(expected)', got '\(got)'"
        case .host(let expected, let got):
            "host: expected '\(expected)', got '\(Self.printable(got))'"
        case .port(let expected, let got):
            "port: expected \(expected.map(String.init) ?? "none"), got \(got.map(String.init) ?? "none")"
        case .literal(let segment, let expected, let got):
            "segment \(segment): expected '\(Self.printable(expected))', got '\(Self.printable(got))'"
        case .notAnInt(let segment, let value):
            "segment \(segment): '\(Self.printable(value))' is not an int"
        case .segmentCount(let expected, let got, let orMore):
            "expected \(orMore ? "at least " : "")\(expected) segment\(expected == 1 ? "" : "s"), got \(got)"
        case .extraSegment(let segment, let value):
            "extra segment \(segment) '\(Self.printable(value))'"
        case .missingQueryKey(let key):
            "missing query key '\(Self.printable(key))'"
        }
    }

    /// A stable identifier for machine-readable output: `scheme`, `segment`, `int`, `query_key`, ...
    public var code: String {
        switch self {
        case .notAbsoluteURL: "not_absolute_url"
        case .missingAuthority: "missing_authority"
        case .invalidPort: "invalid_port"
        case .noRoutes: "no_routes"
        case .scheme: "scheme"
        case .host: "host"
        case .port: "port"
        case .literal: "segment"
        case .notAnInt: "int"
        case .segmentCount: "segment_count"
        case .extraSegment: "extra_segment"
        case .missingQueryKey: "query_key"
        }
    }

    /// `text` with control characters shown as `%XX`, so a reason always stays on one line.
    static func printable(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < Bytes.space || $0 == 0x7F }) else { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for byte in text.utf8 {
            if byte < Bytes.space || byte == 0x7F {
                output += [Bytes.percent, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
