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
        guard !raw.hasPrefix("--"), let index = raw.firstIndex(of: "="), index != raw.startIndex else { return nil }
        let key = String(raw[..<index])
        guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }) else { return nil }
        let valueRaw = String(raw[raw.index(after: index)...])
        let valueColumn = column + key.count + 1
        return (Word(raw: key, text: key, column: column), Word(raw: valueRaw, text: Tokenizer.unquote(valueRaw), column: valueColumn))
    }
}
