/// Why a pattern such as `delivery://order/:orderNumber` could not be parsed.
///
/// Each ``description`` is one line that names the bad piece and says what would be right.
public enum RoutePatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `scheme://` in front: `order/:orderNumber`.
    case missingScheme(pattern: String)
    /// The text before `://` is not a scheme: `1app://order`, `my_app://order`.
    case invalidScheme(String)
    /// A scheme without `//` after it: `delivery:order/:orderNumber`.
    case missingAuthority(scheme: String)
    /// A space or control character: `delivery://order/A 7189`.
    case controlCharacter(pattern: String)
    /// User info in the authority: `delivery://qa@order/:orderNumber`.
    case userInfo(String)
    /// An unterminated or malformed IPv6 host: `https://[::1/orders`.
    case invalidHost(String)
    /// A port that is not a number from 0 to 65535: `https://shop.example.com:84x3/a`.
    case invalidPort(String)
    /// A fragment: `delivery://order/:orderNumber#receipt`.
    case fragment(String)
    /// `**` followed by more segments: `delivery://files/**/receipt`.
    case catchAllNotLast(followedBy: String)
    /// A `*` that is not a whole segment: `delivery://order/A-*`.
    case misplacedWildcard(segment: String)
    /// A `:` with no name: `delivery://order/:`.
    case missingParameterName(segment: String)
    /// A parameter name with characters outside letters, digits, `_` and `-`: `:order.number`.
    case invalidParameterName(String)
    /// A parameter type that is not closed or followed by more text: `:id(int`, `:id(int)x`.
    case malformedParameter(segment: String)
    /// A parameter type that does not exist: `:id(uuid)`.
    case unknownParameterType(type: String, segment: String)
    /// The same parameter name twice: `delivery://order/:id/items/:id`.
    case duplicateParameter(String)
    /// Percent-escapes that do not decode to UTF-8 text: `delivery://files/%FF`.
    case invalidEncoding(String)
    /// A query item with a value: `https://example.com/search?q=shoes`.
    case queryKeyWithValue(String)
    /// A query item with no key: `https://example.com/search??`.
    case emptyQueryKey(String)
    /// The same query key twice: `https://example.com/search?q&q`.
    case duplicateQueryKey(String)

    /// One line naming the bad piece and what would be right.
    public var description: String {
        switch self {
        case .missingScheme(let pattern):
            "missing scheme in '\(pattern)' — write scheme://host/path, e.g. delivery://order/:orderNumber"
        case .invalidScheme(let scheme):
            "invalid scheme '\(scheme)' — a scheme is a letter followed by letters, digits, '+', '-' or '.'"
        case .missingAuthority(let scheme):
            "missing '//' after '\(scheme):' — write \(scheme)://host/path, e.g. delivery://order/:orderNumber"
        case .controlCharacter(let pattern):
            "'\(pattern)' contains a space or control character — percent-encode it, e.g. %20"
        case .userInfo(let userInfo):
            "user info '\(userInfo)@' is not allowed in a pattern — remove it; it is ignored when matching"
        case .invalidHost(let host):
            "invalid host '\(host)' — write an IPv6 host as [::1], optionally followed by :port"
        case .invalidPort(let port):
            "invalid port '\(port)' — a port is a number from 0 to 65535"
        case .fragment(let fragment):
            "fragment '#\(fragment)' is not allowed in a pattern — fragments are ignored when matching"
        case .catchAllNotLast(let next):
            "'**' must be the last segment, but '\(next)' follows it"
        case .misplacedWildcard(let segment):
            "'*' must be a whole segment in '\(segment)' — use * for one segment or ** for the rest"
        case .missingParameterName(let segment):
            "missing parameter name in '\(segment)' — write e.g. :orderNumber or :id(int)"
        case .invalidParameterName(let name):
            "invalid parameter name '\(name)' — use letters, digits, '_' or '-', starting with a letter or '_'"
        case .malformedParameter(let segment):
            "malformed parameter '\(segment)' — write :name or :name(int)"
        case .unknownParameterType(let type, let segment):
            "unknown parameter type '\(type)' in '\(segment)' — supported: "
                + ParameterType.allCases.map(\.rawValue).joined(separator: ", ")
        case .duplicateParameter(let name):
            "duplicate parameter name '\(name)' — give each parameter its own name"
        case .invalidEncoding(let piece):
            "'\(piece)' does not percent-decode to UTF-8 text"
        case .queryKeyWithValue(let item):
            "query key '\(item)' must not have a value — write ?key for a required key or ?key? for an optional one"
        case .emptyQueryKey(let item):
            "empty query key '\(item)' — write ?key for a required key or ?key? for an optional one"
        case .duplicateQueryKey(let name):
            "duplicate query key '\(name)' — list each key once"
        }
    }
}
