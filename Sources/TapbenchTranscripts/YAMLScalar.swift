/// A front-matter value as YAML writes and reads it: plain when YAML would read it back unchanged,
/// else double-quoted, so `record start … --title "QA: check in"` writes `title: "QA: check in"`, which
/// every forge's YAML reader accepts and `replay` reads back as `QA: check in`.
enum YAMLScalar {
    /// The value as it goes after `key: `.
    static func written(_ value: String) -> String {
        guard needsQuotes(value) else { return value }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where VisibleText.isControl(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// The value a written scalar stands for: `"QA: check in"` and `'QA: check in'` read as `QA: check in`.
    static func read(_ text: String) -> String {
        guard text.count >= 2, let quote = text.first, quote == text.last, quote == "\"" || quote == "'" else { return text }
        let inner = text.dropFirst().dropLast()
        if quote == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
        var value = ""
        var scalars = inner.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                value.unicodeScalars.append(scalar)
                continue
            }
            switch escaped {
            case "n": value += "\n"
            case "t": value += "\t"
            case "r": value += "\r"
            case "0": value += "\0"
            case "x", "u", "U":
                let digits = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
                let hex = String(String.UnicodeScalarView((0..<digits).compactMap { _ in scalars.next() }))
                if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) { value.unicodeScalars.append(decoded) }
            default: value.unicodeScalars.append(escaped)
            }
        }
        return value
    }

    /// Whether YAML would read the plain text as something else: a mapping, a comment, an indicator, a
    /// number, a boolean or null, or with its outer spaces dropped.
    private static func needsQuotes(_ value: String) -> Bool {
        guard let first = value.first, let last = value.last else { return true }
        if first.isWhitespace || last.isWhitespace || last == ":" { return true }
        if "-?:,[]{}#&*!|>'\"%@`".contains(first) { return true }
        if value.contains(": ") || value.contains(" #") || value.unicodeScalars.contains(where: { VisibleText.isControl($0) || $0 == "\t" }) { return true }
        let lowered = value.lowercased()
        return ["true", "false", "yes", "no", "on", "off", "null", "~"].contains(lowered) || Double(value) != nil
    }
}
