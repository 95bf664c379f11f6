/// One word of a command line, as typed and as meant: `step=onTheWay`, `"2nd Avenue"` (quotes
/// removed), `eta=[1,2]` (brackets keep their spaces and quotes).
public struct Word: Sendable, Hashable {
    /// The word as typed, quotes included.
    public let raw: String
    /// The word with its outer quoting removed.
    public let text: String
    /// Where the word starts in the line, in characters from 0, so errors can point at it.
    public let column: Int

    public init(raw: String, text: String, column: Int) {
        self.raw = raw
        self.text = text
        self.column = column
    }

    /// A word that QA did not type, such as a default filled in for them.
    public init(_ text: String) {
        self.init(raw: text, text: text, column: 0)
    }

    /// Whether the whole word was quoted, which makes its value a string whatever it looks like.
    public var isQuoted: Bool {
        guard let first = raw.first, first == "\"" || first == "'", raw.count >= 2 else { return false }
        return raw.last == first
    }

    /// `key=value` split at the first `=` outside quotes and brackets, or nil when there is none.
    public var assignment: (key: Word, value: Word)? {
        guard !raw.hasPrefix("--"), let index = raw.utf8.firstIndex(of: UInt8(ascii: "=")), index != raw.startIndex else { return nil }
        let key = String(raw[..<index])
        guard key.utf8.allSatisfy(Self.isASCIIKeyByte) || key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
        else { return nil }
        let valueRaw = String(raw[raw.index(after: index)...])
        let valueColumn = column + key.count + 1
        return (Word(raw: key, text: key, column: column), Word(raw: valueRaw, text: Tokenizer.unquote(valueRaw), column: valueColumn))
    }

    /// A letter, digit, `_`, `.` or `-`: what keys are mostly made of, checked without Unicode tables.
    private static func isASCIIKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }
}

extension [Word] {
    /// Checks how many words follow an action such as `route add`: too few is `missing PATTERN`, too many
    /// names the first word too many, each with the action's usage.
    func expectCount(_ range: ClosedRange<Int>, missing: String, usage: String, after action: Word) throws(CommandError) {
        if count < range.lowerBound { throw CommandError("missing \(missing) — usage: \(usage)", at: action) }
        if count > range.upperBound { throw CommandError("unexpected '\(self[range.upperBound].text)' — usage: \(usage)", at: self[range.upperBound]) }
    }
}
