/// Splits a command line into words, the way a shell would, with one addition for JSON values:
/// spaces inside `[…]` and `{…}` do not split, and quotes inside them are kept. A `;` outside quotes
/// is a word of its own, which separates a scripted intent's effects.
public enum Tokenizer {
    /// The words of `line`: `push {"aps": {"event": "end"}} --priority 5` is `push`, the JSON, `--priority`, `5`.
    public static func words(_ line: String) throws(CommandError) -> [Word] {
        var words: [Word] = []
        // The word under way is the slice of `line` from `wordStart` to the character being read.
        var wordStart: String.Index?
        var start = 0
        var quote: UInt8?
        var depth = 0
        var column = 0
        var index = line.startIndex
        func endWord() {
            guard let begun = wordStart else { return }
            let raw = String(line[begun..<index])
            words.append(Word(raw: raw, text: unquote(raw), column: start))
            wordStart = nil
        }
        while index < line.endIndex {
            let character = line[index]
            defer {
                index = line.index(after: index)
                column += 1
            }
            // Every character the words are split at is ASCII; a quote or bracket that a combining mark
            // joins is another character, with no ASCII value, as is any other character beyond ASCII.
            let ascii = character.asciiValue
            if let open = quote {
                if ascii == open { quote = nil }
                continue
            }
            switch ascii {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = ascii
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ";") where depth == 0:
                endWord()
                words.append(Word(raw: ";", text: ";", column: column))
                continue
            case _ where depth == 0 && isSpace(character, ascii: ascii):
                endWord()
                continue
            default: break
            }
            if wordStart == nil {
                wordStart = index
                start = column
            }
        }
        if let quote {
            throw CommandError("unterminated \(quote == UInt8(ascii: "\"") ? "double" : "single") quote — close it with \(Character(Unicode.Scalar(quote)))", column: start)
        }
        endWord()
        return words
    }

    /// Whether `character`, whose ASCII value is `ascii`, is whitespace: Unicode's property is looked up only
    /// beyond ASCII. (CR LF is one character, whose ASCII value is LF's.)
    private static func isSpace(_ character: Character, ascii: UInt8?) -> Bool {
        guard let ascii else { return character.isWhitespace }
        return ascii == 0x20 || (0x09...0x0D).contains(ascii)
    }

    /// Removes quotes that are not inside brackets: `"2nd Avenue"` → `2nd Avenue`, `a"b c"` → `ab c`.
    static func unquote(_ raw: String) -> String {
        guard raw.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return raw }
        var text = ""
        var quote: UInt8?
        var depth = 0
        for character in raw {
            let ascii = character.asciiValue
            if let open = quote {
                if ascii == open && depth == 0 {
                    quote = nil
                } else {
                    if ascii == open { quote = nil }
                    text.append(character)
                }
                continue
            }
            switch ascii {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = ascii
                if depth > 0 { text.append(character) }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                text.append(character)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                text.append(character)
            default:
                text.append(character)
            }
        }
        return text
    }
}
