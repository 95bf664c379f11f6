/// Swift source as the words a declaration reader needs: comments and string literals dropped, identifiers,
/// attributes (`@available`) and directives (`#if`) kept whole, `->` kept whole, every other symbol on its own.
struct SwiftTokens {
    struct Token: Equatable {
        let text: String
        let line: Int
        /// The first token on its line.
        let isLineStart: Bool

        var isOperatorPart: Bool { text.count == 1 && "=+-*/<>!&|^~%?.".contains(text) }
    }

    private(set) var tokens: [Token] = []

    init(_ source: String) {
        let characters = Array(source.unicodeScalars)
        var index = 0
        var line = 1
        var lineHasToken = false

        func add(_ text: String) {
            tokens.append(Token(text: text, line: line, isLineStart: !lineHasToken))
            lineHasToken = true
        }
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$"
        }

        while index < characters.count {
            let scalar = characters[index]
            if scalar == "\n" {
                line += 1
                lineHasToken = false
                index += 1
            } else if scalar == " " || scalar == "\t" || scalar == "\r" {
                index += 1
            } else if scalar == "/", peek(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if scalar == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", peek(1) == "*" { depth += 1; index += 2; continue }
                    if characters[index] == "*", peek(1) == "/" { depth -= 1; index += 2; continue }
                    if characters[index] == "\n" { line += 1; lineHasToken = false }
                    index += 1
                } while index < characters.count && depth > 0
            } else if scalar == "\"" || (scalar == "#" && peek(1) == "\"") {
                skipString(characters, &index, &line)
                add("\"\"")
            } else if scalar == "`" {
                var word = ""
                index += 1
                while index < characters.count, characters[index] != "`" { word.unicodeScalars.append(characters[index]); index += 1 }
                index += 1
                add(word)
            } else if isWordPart(scalar) || ((scalar == "@" || scalar == "#") && peek(1).map(isWordPart) == true) {
                var word = String(scalar)
                index += 1
                while index < characters.count, isWordPart(characters[index]) { word.unicodeScalars.append(characters[index]); index += 1 }
                add(word)
            } else if scalar == "-", peek(1) == ">" {
                add("->")
                index += 2
            } else {
                add(String(scalar))
                index += 1
            }
        }
    }

    /// Skips a string literal of any form (`"…"`, `"""…"""`, `#"…"#`), interpolations included.
    private func skipString(_ characters: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) {
        var hashes = 0
        while characters[index] == "#" { hashes += 1; index += 1 }
        let isMultiline = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
        index += isMultiline ? 3 : 1
        let terminator = String(repeating: "\"", count: isMultiline ? 3 : 1) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while index < characters.count {
            let rest = String(String.UnicodeScalarView(characters[index..<min(characters.count, index + max(terminator.count, escape.count + 1))]))
            if rest.hasPrefix(escape + "(") {
                index += escape.count + 1
                var depth = 1
                while index < characters.count, depth > 0 {
                    if characters[index] == "\"" { skipString(characters, &index, &line); continue }
                    if characters[index] == "(" { depth += 1 }
                    if characters[index] == ")" { depth -= 1 }
                    index += 1
                }
                continue
            }
            if rest.hasPrefix(escape) { index += escape.count + 1; continue }
            if rest.hasPrefix(terminator) { index += terminator.count; return }
            if characters[index] == "\n" { line += 1 }
            index += 1
        }
    }
}
