import TapbenchTranscripts

/// Markdown within a line as HTML: `code`, **strong**, *emphasis* or _emphasis_, and [links](url).
/// Everything else is escaped. Only web, mail and relative links become links; any other scheme
/// (`javascript:`, `data:`, the app's own `delivery://order/1`) is shown as text and cannot be followed.
enum InlineMarkdown {
    static func html(_ text: String) -> String {
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`", let (content, end) = span(characters, from: index, delimiter: backticks(characters, at: index)) {
                output += "<code>\(MarkupText.escape(String(content).trimmingCharacters(in: .whitespaces)))</code>"
                index = end
            } else if character == "[", let (label, url, end) = link(characters, from: index) {
                output += LinkTarget.isFollowable(url) ? "<a href=\"\(MarkupText.escape(url))\">\(html(label))</a>" : "\(html(label)) (<code>\(MarkupText.escape(url))</code>)"
                index = end
            } else if character == "*" || character == "_", canOpen(characters, at: index) {
                let delimiter = index + 1 < characters.count && characters[index + 1] == character ? String(repeating: character, count: 2) : String(character)
                if let (content, end) = span(characters, from: index, delimiter: delimiter), !content.isEmpty {
                    let tag = delimiter.count == 2 ? "strong" : "em"
                    output += "<\(tag)>\(html(String(content)))</\(tag)>"
                    index = end
                } else {
                    output += MarkupText.escape(String(character))
                    index += 1
                }
            } else {
                output += MarkupText.escape(String(character))
                index += 1
            }
        }
        return output
    }

    private static func backticks(_ characters: [Character], at index: Int) -> String {
        String(characters[index...].prefix { $0 == "`" })
    }

    /// The text between `delimiter` at `start` and its next occurrence, and the index after it.
    private static func span(_ characters: [Character], from start: Int, delimiter: String) -> (Substring, Int)? {
        let text = String(characters[start...])
        guard text.hasPrefix(delimiter) else { return nil }
        let rest = text.dropFirst(delimiter.count)
        guard let close = rest.range(of: delimiter) else { return nil }
        let content = rest[..<close.lowerBound]
        return (content, start + delimiter.count + content.count + delimiter.count)
    }

    /// `[label](url)`: the label, the URL and the index after the closing parenthesis.
    private static func link(_ characters: [Character], from start: Int) -> (String, String, Int)? {
        guard let closeLabel = characters[start...].firstIndex(of: "]"), closeLabel + 1 < characters.count, characters[closeLabel + 1] == "(",
            let closeURL = characters[(closeLabel + 1)...].firstIndex(of: ")")
        else { return nil }
        return (String(characters[(start + 1)..<closeLabel]), String(characters[(closeLabel + 2)..<closeURL]), closeURL + 1)
    }

    /// Emphasis opens at a word's start only, so that `snake_case` and `2 * 3` stay as they are.
    private static func canOpen(_ characters: [Character], at index: Int) -> Bool {
        let before = index > 0 ? characters[index - 1] : " "
        let after = characters[(index + 1)...].first { $0 != characters[index] } ?? " "
        return !(before.isLetter || before.isNumber) && after != " "
    }
}
