/// Splits a command line into words, the way a shell would, with one addition for JSON values:
/// spaces inside `[…]` and `{…}` do not split, and quotes inside them are kept. A `;` outside quotes
/// is a word of its own, which separates a scripted intent's effects.
public enum Tokenizer {
    public static func words(_ line: String) throws(CommandError) -> [Word] {
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return try asciiWords(Array(line.utf8)) }
        return try characterWords(line)
    }

    /// `words` for any line, a character at a time.
    static func characterWords(_ line: String) throws(CommandError) -> [Word] {
        var words: [Word] = []
        var raw = ""
        var start = 0
        var quote: Character?
        var depth = 0
        for (column, character) in line.enumerated() {
            if let open = quote {
                raw.append(character)
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'":
                if raw.isEmpty { start = column }
                quote = character
                raw.append(character)
            case "[", "{":
                if raw.isEmpty { start = column }
                depth += 1
                raw.append(character)
            case "]", "}":
                if raw.isEmpty { start = column }
                depth = max(0, depth - 1)
                raw.append(character)
            case ";" where depth == 0:
                if !raw.isEmpty {
                    words.append(Word(raw: raw, text: unquote(raw), column: start))
                    raw = ""
                }
                words.append(Word(raw: ";", text: ";", column: column))
            case _ where character.isWhitespace && depth == 0:
                if !raw.isEmpty {
                    words.append(Word(raw: raw, text: unquote(raw), column: start))
                    raw = ""
                }
            default:
                if raw.isEmpty { start = column }
                raw.append(character)
            }
        }
        if let quote {
            throw CommandError("unterminated \(quote == "\"" ? "double" : "single") quote — close it with \(quote)", column: start)
        }
        if !raw.isEmpty { words.append(Word(raw: raw, text: unquote(raw), column: start)) }
        return words
    }

    /// `words` for a line of ASCII, where a character is a byte: the same splitting, done on bytes, since
    /// every replayed step goes through here and push payloads make long lines. A word is always a
    /// contiguous run of the line.
    static func asciiWords(_ bytes: [UInt8]) throws(CommandError) -> [Word] {
        var words: [Word] = []
        var start: Int?
        var quote: UInt8?
        var depth = 0
        func finish(at end: Int) {
            guard let from = start else { return }
            let raw = String(decoding: bytes[from..<end], as: UTF8.self)
            words.append(Word(raw: raw, text: unquote(raw), column: from))
            start = nil
        }
        for (column, byte) in bytes.enumerated() {
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if start == nil { start = column }
                quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if start == nil { start = column }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if start == nil { start = column }
                depth = max(0, depth - 1)
            case UInt8(ascii: ";") where depth == 0:
                finish(at: column)
                words.append(Word(raw: ";", text: ";", column: column))
            case 0x09...0x0D where depth == 0, 0x20 where depth == 0:
                finish(at: column)
            default:
                if start == nil { start = column }
            }
        }
        if let quote {
            throw CommandError("unterminated \(quote == UInt8(ascii: "\"") ? "double" : "single") quote — close it with \(Character(Unicode.Scalar(quote)))", column: start)
        }
        finish(at: bytes.count)
        return words
    }

    /// Removes quotes that are not inside brackets: `"2nd Avenue"` → `2nd Avenue`, `a"b c"` → `ab c`.
    static func unquote(_ raw: String) -> String {
        if !raw.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) { return raw }
        var text = ""
        var quote: Character?
        var depth = 0
        for character in raw {
            if let open = quote {
                if character == open && depth == 0 {
                    quote = nil
                } else {
                    if character == open { quote = nil }
                    text.append(character)
                }
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
                if depth > 0 { text.append(character) }
            case "[", "{":
                depth += 1
                text.append(character)
            case "]", "}":
                depth = max(0, depth - 1)
                text.append(character)
            default:
                text.append(character)
            }
        }
        return text
    }
}
