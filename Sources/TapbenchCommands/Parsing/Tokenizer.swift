/// Splits a command line into words, the way a shell would, with one addition for JSON values:
/// spaces inside `[…]` and `{…}` do not split, and quotes inside them are kept. A `;` outside quotes
/// is a word of its own, which separates a scripted intent's effects.
public enum Tokenizer {
    /// The words of `line`: `push {"aps": {"event": "end"}} --priority 5` is `push`, the JSON, `--priority`, `5`.
    public static func words(_ line: String) throws(CommandError) -> [Word] {
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

    /// Removes quotes that are not inside brackets: `"2nd Avenue"` → `2nd Avenue`, `a"b c"` → `ab c`.
    static func unquote(_ raw: String) -> String {
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
