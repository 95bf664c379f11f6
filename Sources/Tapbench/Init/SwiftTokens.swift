/// Swift source cut into identifiers, keywords, attributes (`@main`) and single punctuation marks, with
/// comments and string literals left out: enough to read a declaration's head, not to compile it.
struct SwiftTokens {
    let tokens: [String]

    init(_ source: String) {
        let scalars = Array(source.unicodeScalars)
        var tokens: [String] = []
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.unicodeScalars)
            return position + pattern.count <= scalars.count && Array(scalars[position..<position + pattern.count]) == pattern
        }
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if starts("//", at: index) {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if starts("/*", at: index) {
                var depth = 0
                repeat {
                    if starts("/*", at: index) {
                        depth += 1
                        index += 2
                    } else if starts("*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < scalars.count
            } else if let end = Self.stringEnd(scalars, from: index, starts: starts) {
                index = end
            } else if isWord(scalar) || scalar == "@" && index + 1 < scalars.count && isWord(scalars[index + 1]) {
                var word = String(scalar)
                index += 1
                while index < scalars.count, isWord(scalars[index]) {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(word)
            } else {
                if !scalar.properties.isWhitespace { tokens.append(String(scalar)) }
                index += 1
            }
        }
        self.tokens = tokens
    }

    /// Where the string literal that starts at `start` ends (`"…"`, `"""…"""`, `#"…"#`), or nil when none starts there.
    private static func stringEnd(_ scalars: [Unicode.Scalar], from start: Int, starts: (String, Int) -> Bool) -> Int? {
        var hashes = 0
        while start + hashes < scalars.count, scalars[start + hashes] == "#" { hashes += 1 }
        guard start + hashes < scalars.count, scalars[start + hashes] == "\"" else { return nil }
        let quotes = starts("\"\"\"", start + hashes) ? 3 : 1
        let closing = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
        var index = start + hashes + quotes
        while index < scalars.count, !starts(closing, index) {
            index += scalars[index] == "\\" && hashes == 0 ? 2 : 1
        }
        return min(index + closing.count, scalars.count)
    }
}
