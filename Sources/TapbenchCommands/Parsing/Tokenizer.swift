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
                    words.append(Word(raw: raw, text: characterUnquote(raw), column: start))
                    raw = ""
                }
                words.append(Word(raw: ";", text: ";", column: column))
            case _ where character.isWhitespace && depth == 0:
                if !raw.isEmpty {
                    words.append(Word(raw: raw, text: characterUnquote(raw), column: start))
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
        if !raw.isEmpty { words.append(Word(raw: raw, text: characterUnquote(raw), column: start)) }
        return words
    }

    /// `words` for a line of ASCII, where a character is a byte: the same splitting, done on bytes, since
    /// every replayed step goes through here and push payloads make long lines. A word is always a
    /// contiguous run of the line.
    static func asciiWords(_ bytes: [UInt8]) throws(CommandError) -> [Word] {
        var words: [Word] = []
        var start = -1
        var quote: UInt8 = 0
        var depth = 0
        var column = 0
        while column < bytes.count {
            let byte = bytes[column]
            if quote != 0 {
                if byte == quote { quote = 0 }
                column += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if start < 0 { start = column }
                quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if start < 0 { start = column }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if start < 0 { start = column }
                depth = max(0, depth - 1)
            case UInt8(ascii: ";") where depth == 0:
                if start >= 0 { words.append(asciiWord(bytes, start..<column)) }
                start = -1
                words.append(Word(raw: ";", text: ";", column: column))
            case 0x09...0x0D where depth == 0, 0x20 where depth == 0:
                if start >= 0 { words.append(asciiWord(bytes, start..<column)) }
                start = -1
            default:
                if start < 0 { start = column }
            }
            column += 1
        }
        if quote != 0 {
            throw CommandError(
                "unterminated \(quote == UInt8(ascii: "\"") ? "double" : "single") quote — close it with \(Character(Unicode.Scalar(quote)))",
                column: start)
        }
        if start >= 0 { words.append(asciiWord(bytes, start..<bytes.count)) }
        return words
    }

    private static func asciiWord(_ bytes: [UInt8], _ range: Range<Int>) -> Word {
        let raw = String(decoding: bytes[range], as: UTF8.self)
        return Word(raw: raw, text: asciiUnquote(bytes[range]) ?? raw, column: range.lowerBound)
    }

    /// Removes quotes that are not inside brackets: `"2nd Avenue"` → `2nd Avenue`, `a"b c"` → `ab c`.
    static func unquote(_ raw: String) -> String {
        if !raw.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) { return raw }
        if raw.utf8.allSatisfy({ $0 < 0x80 }) { return asciiUnquote(Array(raw.utf8)[...]) ?? raw }
        return characterUnquote(raw)
    }

    /// `unquote` for ASCII, a byte at a time; nil when nothing is removed, as when every quote is inside
    /// brackets (a JSON value). Nothing is copied until the first quote to remove.
    static func asciiUnquote(_ raw: ArraySlice<UInt8>) -> String? {
        var text: [UInt8]?
        var quote: UInt8 = 0
        var depth = 0
        for index in raw.indices {
            let byte = raw[index]
            var kept = true
            if quote != 0 {
                if byte == quote {
                    quote = 0
                    kept = depth > 0
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    quote = byte
                    kept = depth > 0
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                default: break
                }
            }
            if kept {
                text?.append(byte)
            } else if text == nil {
                text = Array(raw[raw.startIndex..<index])
            }
        }
        return text.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `unquote` for any text, a character at a time.
    static func characterUnquote(_ raw: String) -> String {
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
