extension JSONValue {
    /// Compact JSON text: no spaces, keys in their order, numbers as written.
    public var jsonText: String {
        var output: [UInt8] = []
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
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

    /// Appends the value's compact JSON text and a line break to `output`: one line of JSON Lines, as events
    /// are written to their file and requests and replies to the worker's pipes.
    public func writeLine(to output: inout [UInt8]) {
        write(to: &output)
        output.append(UInt8(ascii: "\n"))
    }

    /// Appends the value's compact JSON text to `output` as UTF-8, the form it is written to a file or pipe in.
    public func write(to output: inout [UInt8]) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .number(let number): output += number.text.utf8
        case .string(let string): JSONValue.writeString(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `string` as a quoted JSON string, escaping only what JSON requires: the runs between the
    /// bytes to escape are copied whole, and every byte of a multi-byte character, 0x80 or above, is in a run.
    static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var run = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                run = index + 1
                switch byte {
                case UInt8(ascii: "\""): output += #"\""#.utf8
                case UInt8(ascii: "\\"): output += #"\\"#.utf8
                case UInt8(ascii: "\n"): output += #"\n"#.utf8
                case UInt8(ascii: "\r"): output += #"\r"#.utf8
                case UInt8(ascii: "\t"): output += #"\t"#.utf8
                default:
                    output += #"\u00"#.utf8
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0xF)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

extension JSONParser {
    /// Whether a bare word would read as a JSON literal rather than a string (`true`, `null`, `12`).
    static func looksLikeLiteral(_ word: String) -> Bool {
        guard let value = try? parse(word) else { return false }
        if case .string = value { return false }
        return true
    }
}
