/// Byte classification shared by the URL splitter, the pattern parser and the trie.
///
/// Everything here works on UTF-8 code units so that matching never has to build a `String`.
enum Bytes {
    static let colon = UInt8(ascii: ":")
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let percent = UInt8(ascii: "%")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let space = UInt8(ascii: " ")
    static let star = UInt8(ascii: "*")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
    static let leftParenthesis = UInt8(ascii: "(")
    static let rightParenthesis = UInt8(ascii: ")")
    static let underscore = UInt8(ascii: "_")
    static let zero = UInt8(ascii: "0")

    @inline(__always)
    static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= zero && byte <= UInt8(ascii: "9")
    }

    /// RFC 3986: a scheme continues with ALPHA / DIGIT / "+" / "-" / ".".
    @inline(__always)
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == plus || byte == minus || byte == UInt8(ascii: ".")
    }

    /// Space, ASCII control characters and DEL.
    @inline(__always)
    static func isControlOrSpace(_ byte: UInt8) -> Bool {
        byte <= space || byte == 0x7F
    }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte - zero }
        let letter = byte | 0x20
        if letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "f") { return letter - UInt8(ascii: "a") + 10 }
        return nil
    }

    /// Whether `bytes` is a whole `-?[0-9]+`, the rule for `:name(int)`.
    static func isInteger<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        var digits = 0
        var index = bytes.startIndex
        if index != bytes.endIndex && bytes[index] == minus { index = bytes.index(after: index) }
        while index != bytes.endIndex {
            guard isDigit(bytes[index]) else { return false }
            digits += 1
            index = bytes.index(after: index)
        }
        return digits > 0
    }

    /// The value of a port's digits, or nil when they are not all digits or exceed 65535.
    static func port<C: Collection<UInt8>>(_ digits: C) -> Int? {
        var value = 0
        for byte in digits {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - zero)
            if value > 65535 { return nil }
        }
        return value
    }

    /// The port that an `http` or `https` URL gets when it names none.
    static func defaultPort<C: Collection<UInt8>>(forScheme scheme: C) -> Int? {
        var letters = scheme.lazy.map(lowercased).makeIterator()
        guard letters.next() == UInt8(ascii: "h"), letters.next() == UInt8(ascii: "t"),
              letters.next() == UInt8(ascii: "t"), letters.next() == UInt8(ascii: "p")
        else { return nil }
        switch letters.next() {
        case nil: return 80
        case UInt8(ascii: "s")?: return letters.next() == nil ? 443 : nil
        default: return nil
        }
    }
}
