/// Text written into generated Swift as a string literal.
enum SwiftLiteral {
    /// `"Pizza/Info.plist"`, with quotes, backslashes and line breaks escaped.
    static func string(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
