/// A parsed route pattern such as `delivery://order/:orderNumber`.
///
/// Syntax: `scheme://host[:port]/segment/segment[?key&key?]`, where a segment is a literal
/// (`receipt`), a parameter (`:orderNumber`), a typed parameter (`:id(int)`), `*` (exactly one
/// segment) or `**` (any number of trailing segments, last only). For a custom scheme the word
/// after `//` is the host: `delivery://order/:orderNumber` has host `order` and one component.
/// The query part lists keys the route reads: `?q` is required, `?page?` is optional.
///
/// Two patterns are equal when their text is equal.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// The parsed pieces, shared by copies so that handing out a pattern costs one reference.
    private final class Storage: Sendable {
        let text: String
        let scheme: String
        let host: String
        let port: Int?
        let components: [PathComponent]
        let queryKeys: [QueryKey]
        let authority: String

        init(text: String, scheme: String, host: String, port: Int?, components: [PathComponent], queryKeys: [QueryKey]) {
            self.text = text
            self.scheme = scheme
            self.host = host
            self.port = port
            self.components = components
            self.queryKeys = queryKeys
            authority = "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
        }
    }

    private let storage: Storage

    /// The pattern exactly as written: `delivery://order/:orderNumber`.
    public var description: String { storage.text }
    /// The scheme, ASCII-lowercased: `delivery`.
    public var scheme: String { storage.scheme }
    /// The host, ASCII-lowercased and always literal: `order` in `delivery://order/:orderNumber`; may be empty.
    public var host: String { storage.host }
    /// The port, or nil when none is given or it is the scheme's default (443 for https, 80 for http).
    public var port: Int? { storage.port }
    /// The path components in order: `[.parameter("orderNumber")]`.
    public var components: [PathComponent] { storage.components }
    /// The query keys from the pattern's `?` part: `[q, page?]` for `https://example.com/search?q&page?`.
    public var queryKeys: [QueryKey] { storage.queryKeys }
    /// `scheme://host[:port]` normalized, the key of the trie's root: `delivery://order`.
    var authority: String { storage.authority }

    /// Parses a pattern such as `delivery://order/:orderNumber/receipt`.
    ///
    /// - Throws: ``RoutePatternError`` with a one-line message, e.g. for
    ///   `delivery://files/**/receipt`: `'**' must be the last segment, but 'receipt' follows it`.
    public init(_ text: String) throws(RoutePatternError) {
        let bytes = Array(text.utf8)
        guard !bytes.contains(where: Bytes.isControlOrSpace) else { throw .controlCharacter(pattern: text) }
        let schemeEnd = try Self.schemeEnd(of: bytes, text)
        if let hash = bytes.firstIndex(of: Bytes.hash) { throw .fragment(Self.text(bytes[(hash + 1)...])) }
        var authorityEnd = schemeEnd + 3
        while authorityEnd < bytes.count, bytes[authorityEnd] != Bytes.slash, bytes[authorityEnd] != Bytes.question {
            authorityEnd += 1
        }
        let scheme = bytes[..<schemeEnd].map(Bytes.lowercased)
        let (host, port) = try Self.hostAndPort(bytes[(schemeEnd + 3)..<authorityEnd], scheme: scheme)
        let queryStart = bytes[authorityEnd...].firstIndex(of: Bytes.question) ?? bytes.count
        storage = Storage(
            text: text,
            scheme: String(decoding: scheme, as: UTF8.self),
            host: host,
            port: port,
            components: try Self.components(bytes[authorityEnd..<queryStart]),
            queryKeys: queryStart < bytes.count ? try Self.queryKeys(bytes[(queryStart + 1)...]) : []
        )
    }

    /// Equal when the texts are equal: `delivery://order/:id` and `DELIVERY://order/:id` differ.
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the pattern text, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    private static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func schemeEnd(of bytes: [UInt8], _ text: String) throws(RoutePatternError) -> Int {
        var index = 0
        while index < bytes.count, Bytes.isSchemeByte(bytes[index]) { index += 1 }
        if index > 0, index < bytes.count, bytes[index] == Bytes.colon {
            let scheme = Self.text(bytes[..<index])
            guard Bytes.isAlpha(bytes[0]) else { throw .invalidScheme(scheme) }
            guard index + 2 < bytes.count, bytes[index + 1] == Bytes.slash, bytes[index + 2] == Bytes.slash else {
                throw .missingAuthority(scheme: scheme)
            }
            return index
        }
        let separator = bytes.indices.first { start in
            start + 2 < bytes.count && bytes[start] == Bytes.colon
                && bytes[start + 1] == Bytes.slash && bytes[start + 2] == Bytes.slash
        }
        if let separator, separator > 0, !bytes[..<separator].contains(Bytes.slash) {
            throw .invalidScheme(Self.text(bytes[..<separator]))
        }
        throw .missingScheme(pattern: text)
    }

    private static func hostAndPort(_ bytes: ArraySlice<UInt8>, scheme: [UInt8]) throws(RoutePatternError) -> (String, Int?) {
        if let at = bytes.lastIndex(of: Bytes.at) { throw .userInfo(text(bytes[..<at])) }
        var hostEnd = bytes.endIndex
        var portStart = bytes.endIndex
        if bytes.first == Bytes.leftBracket {
            guard let close = bytes.firstIndex(of: Bytes.rightBracket) else { throw .invalidHost(text(bytes)) }
            hostEnd = close + 1
            if hostEnd < bytes.endIndex {
                guard bytes[hostEnd] == Bytes.colon else { throw .invalidHost(text(bytes)) }
                portStart = hostEnd + 1
            }
        } else if let colon = bytes.firstIndex(of: Bytes.colon) {
            hostEnd = colon
            portStart = colon + 1
        }
        let host = String(decoding: bytes[..<hostEnd].map(Bytes.lowercased), as: UTF8.self)
        guard portStart < bytes.endIndex else { return (host, nil) }
        guard let port = Bytes.port(bytes[portStart...]) else { throw .invalidPort(text(bytes[portStart...])) }
        return (host, port == Bytes.defaultPort(forScheme: scheme) ? nil : port)
    }

    private static func components(_ path: ArraySlice<UInt8>) throws(RoutePatternError) -> [PathComponent] {
        var components: [PathComponent] = []
        var names: Set<String> = []
        for segment in path.split(separator: Bytes.slash) {
            if components.last == .catchAll { throw .catchAllNotLast(followedBy: text(segment)) }
            let component = try Self.component(segment)
            switch component {
            case .parameter(let name), .typed(let name, _):
                guard names.insert(name).inserted else { throw .duplicateParameter(name) }
            case .literal, .wildcard, .catchAll:
                break
            }
            components.append(component)
        }
        return components
    }

    private static func component(_ segment: ArraySlice<UInt8>) throws(RoutePatternError) -> PathComponent {
        let written = text(segment)
        if written == "*" { return .wildcard }
        if written == "**" { return .catchAll }
        if segment.contains(Bytes.star) { throw .misplacedWildcard(segment: written) }
        if segment.first == Bytes.colon { return try parameter(segment.dropFirst(), written) }
        guard let literal = String(validating: PercentDecoded.bytes(of: segment, plusIsSpace: false), as: UTF8.self) else {
            throw .invalidEncoding(written)
        }
        return .literal(literal)
    }

    private static func parameter(_ body: ArraySlice<UInt8>, _ segment: String) throws(RoutePatternError) -> PathComponent {
        let open = body.firstIndex(of: Bytes.leftParenthesis)
        let nameBytes = body[..<(open ?? body.endIndex)]
        guard let first = nameBytes.first else { throw .missingParameterName(segment: segment) }
        let name = text(nameBytes)
        let validName = (Bytes.isAlpha(first) || first == Bytes.underscore) && nameBytes.allSatisfy {
            Bytes.isAlpha($0) || Bytes.isDigit($0) || $0 == Bytes.underscore || $0 == Bytes.minus
        }
        guard validName else { throw .invalidParameterName(name) }
        guard let open else { return .parameter(name) }
        guard body.last == Bytes.rightParenthesis, body.endIndex - 1 > open else {
            throw .malformedParameter(segment: segment)
        }
        let type = text(body[(open + 1)..<(body.endIndex - 1)])
        guard let parameterType = ParameterType(rawValue: type) else {
            throw .unknownParameterType(type: type, segment: segment)
        }
        return .typed(name, parameterType)
    }

    private static func queryKeys(_ query: ArraySlice<UInt8>) throws(RoutePatternError) -> [QueryKey] {
        var keys: [QueryKey] = []
        for item in query.split(separator: Bytes.ampersand) {
            let written = text(item)
            guard !item.contains(Bytes.equals) else { throw .queryKeyWithValue(written) }
            let isRequired = item.last != Bytes.question
            let decoded = PercentDecoded.bytes(of: isRequired ? item : item.dropLast(), plusIsSpace: true)
            guard !decoded.isEmpty else { throw .emptyQueryKey(written) }
            guard let name = String(validating: decoded, as: UTF8.self) else { throw .invalidEncoding(written) }
            guard !keys.contains(where: { $0.name == name }) else { throw .duplicateQueryKey(name) }
            keys.append(QueryKey(name: name, isRequired: isRequired))
        }
        return keys
    }
}
