/// One segment of a ``RoutePattern``'s path.
///
/// `delivery://order/:orderNumber/receipt` has the components
/// `[.parameter("orderNumber"), .literal("receipt")]` (the host `order` is not a component).
public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
    /// A fixed, case-sensitive segment, stored percent-decoded: `receipt` in `delivery://order/:orderNumber/receipt`.
    case literal(String)
    /// `:orderNumber`: any one non-empty segment, reported under its name.
    case parameter(String)
    /// `:id(int)`: one segment that must have the given type, reported under its name.
    case typed(String, ParameterType)
    /// `*`: any one non-empty segment, not reported.
    case wildcard
    /// `**`: zero or more trailing segments, reported under the name `**`; only allowed last.
    case catchAll

    /// The component as written in a pattern: `receipt`, `:orderNumber`, `:id(int)`, `*` or `**`.
    ///
    /// A literal is percent-encoded where it would otherwise read as pattern syntax,
    /// so a literal `:today` shows as `%3Atoday` and `a/b` as `a%2Fb`.
    public var description: String {
        switch self {
        case .literal(let text): Self.encodedLiteral(text)
        case .parameter(let name): ":\(name)"
        case .typed(let name, let type): ":\(name)(\(type.rawValue))"
        case .wildcard: "*"
        case .catchAll: "**"
        }
    }

    /// Precedence in ranking: literal > typed > parameter > `*` > `**`.
    var rank: Int {
        switch self {
        case .literal: 4
        case .typed: 3
        case .parameter: 2
        case .wildcard: 1
        case .catchAll: 0
        }
    }

    private static func encodedLiteral(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for (offset, byte) in text.utf8.enumerated() {
            let special = byte == Bytes.percent || byte == Bytes.slash || byte == Bytes.question
                || byte == Bytes.hash || byte == Bytes.star || Bytes.isControlOrSpace(byte)
                || (offset == 0 && byte == Bytes.colon)
            if special {
                output += [Bytes.percent, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// The type in a typed parameter such as `:id(int)`.
public enum ParameterType: String, Hashable, Sendable, CaseIterable {
    /// `-?[0-9]+` over the whole decoded segment: `https://example.com/orders/:id(int)/help`
    /// matches `/orders/7189/help` and `/orders/-2/help`, not `/orders/A-7189/help`.
    case int

    func accepts(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .int: Bytes.isInteger(segment)
        }
    }
}
