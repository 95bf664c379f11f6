extension JSONValue {
    /// Compact JSON text: no spaces, keys in their order, numbers as written.
    public var jsonText: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// The value as a person reads it in one line: strings bare when they are simple words,
    /// everything else as compact JSON (`onTheWay`, `"2nd Avenue"`, `0.55`, `[1,2]`).
    public var displayText: String {
        if case .string(let string) = self, !string.isEmpty, Self.isBareWord(string), !Self.readsAsLiteral(string) {
            return string
        }
        return jsonText
    }

    /// Letters, digits and `-_.:/` only.
    private static func isBareWord(_ string: String) -> Bool {
        var isASCII = true
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"):
                continue
            case 0x80...: isASCII = false
            default: return false
            }
        }
        return isASCII
            || string.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.:/".unicodeScalars.contains($0) }
    }

    /// Whether a bare word would read back as a number, `true`, `false` or `null` rather than a string.
    /// Of a bare word's characters, only a digit or `-` can start a number.
    private static func readsAsLiteral(_ word: String) -> Bool {
        if word == "true" || word == "false" || word == "null" { return true }
        guard let first = word.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return JSONParser.looksLikeLiteral(word)
    }

    public func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let number): output += number.text
        case .string(let string): JSONValue.writeString(string, to: &output)
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { output += "," }
                JSONValue.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Writes `string` as a quoted JSON string, escaping only what JSON requires.
    public static func writeString(_ string: String, to output: inout String) {
        output += "\""
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += string
            output += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONParser {
    /// Whether a bare word would read as a JSON literal rather than a string (`true`, `null`, `12`).
    static func looksLikeLiteral(_ word: String) -> Bool {
        guard let value = try? parse(word) else { return false }
        if case .string = value { return false }
        return true
    }
}
