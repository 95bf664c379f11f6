import Foundation
import TapbenchCore
import Testing

/// `JSONCoding` against Foundation's `JSONDecoder` and `JSONEncoder` over seeded random documents:
/// duplicate keys, numbers at and past the edges of their types, and string escapes. A failure names
/// the document; the seed replays the whole run.
@Suite("JSONCoding agrees with Foundation on random input")
struct JSONCodingRandomTests {
    static let seed: UInt64 = 0x5EED_0014

    @Test("random content states decode to what JSONDecoder gives, or fail where it fails (seed 0x5EED_0014)")
    func decoding() throws {
        var random = SplitMix64(seed: Self.seed)
        var agreedValues = 0
        for _ in 0..<4000 {
            let text = RandomJSON.sample(&random)
            let foundation = Result { try JSONDecoder().decode(Sample.self, from: Data(text.utf8)) }
            let direct = Result { try JSONCoding.decode(Sample.self, from: try JSONParser.parse(text)) }
            switch (foundation, direct) {
            case (.success(let expected), .success(let actual)):
                #expect(String(describing: actual) == String(describing: expected), "\(text)")
                agreedValues += 1
            case (.failure(let expected), .failure(let actual)):
                // A number its type cannot hold is reported at its key (see `unrepresentableNumbers`); any
                // other error is Foundation's own.
                if !"\(actual)".contains("Parsed JSON number") { #expect("\(actual)" == "\(expected)", "\(text)") }
            default:
                Issue.record("\(text): JSONDecoder \(foundation), JSONCoding \(direct)")
            }
        }
        #expect(agreedValues > 500, "too few documents decode to compare values")
    }

    @Test("random values encode to what JSONEncoder writes (seed 0x5EED_0014)")
    func encoding() throws {
        var random = SplitMix64(seed: Self.seed)
        for _ in 0..<4000 {
            let value = Sample.random(&random)
            let foundation = try JSONParser.parse(Array(try JSONEncoder().encode(value)))
            #expect(sortedKeys(try JSONCoding.encode(value)).jsonText == sortedKeys(foundation).jsonText, "\(value)")
        }
    }

    /// `JSONEncoder` does not promise an order of keys.
    private func sortedKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): .object(JSONObject(object.members.sorted { $0.key < $1.key }.map { ($0.key, sortedKeys($0.value)) }))
        case .array(let elements): .array(elements.map(sortedKeys))
        default: value
        }
    }
}

/// Every kind of field a content state has, optional and not.
private struct Sample: Codable, Equatable {
    struct Nested: Codable, Equatable {
        var value: Double?
        var name: String?
    }

    var double: Double
    var float: Float?
    var int: Int
    var small: Int8?
    var unsigned: UInt64?
    var text: String
    var flag: Bool?
    var list: [Int32]?
    var nested: Nested?

    static let keys = ["double", "float", "int", "small", "unsigned", "text", "flag", "list", "nested"]

    static func random(_ random: inout SplitMix64) -> Sample {
        func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &random) ? make() : nil }
        func anyDouble() -> Double {
            switch random.next() % 4 {
            case 0: Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &random) ? 1 : -1)
            case 1: Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 100
            case 2: [0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-7, 1e16, 0.1].randomElement(using: &random)!
            default: Double(Float(bitPattern: UInt32(truncatingIfNeeded: random.next()) & 0x7F7F_FFFF))
            }
        }
        let text = (0..<Int.random(in: 0...4, using: &random)).map { _ in ["a", "é", "\n", "\"", "\\", "/", "🍜", "\u{0}", " ", "\u{1F}"].randomElement(using: &random)! }
        return Sample(
            double: anyDouble(), float: maybe { Float(bitPattern: UInt32(truncatingIfNeeded: random.next()) & 0x7F7F_FFFF) },
            int: Int(bitPattern: UInt(random.next())), small: maybe { Int8(truncatingIfNeeded: random.next()) },
            unsigned: maybe { random.next() }, text: text.joined(), flag: maybe { Bool.random(using: &random) },
            list: maybe { (0..<Int.random(in: 0...3, using: &random)).map { _ in Int32(truncatingIfNeeded: random.next()) } },
            nested: maybe { Nested(value: maybe(anyDouble), name: maybe { "n" }) })
    }
}

/// JSON text shaped like `Sample`, with mistakes iOS must decide: a key written twice, a number of the
/// wrong kind or out of range, a value of another type.
private enum RandomJSON {
    static func sample(_ random: inout SplitMix64) -> String {
        var members: [String] = []
        for key in Sample.keys {
            if random.next() % 40 == 0 { continue }
            let count = random.next() % 8 == 0 ? 2 : 1
            for _ in 0..<count { members.append("\"\(key)\":\(value(for: key, &random))") }
        }
        if random.next() % 4 == 0 { members.append("\"extra\":\(number(&random))") }
        members.shuffle(using: &random)
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func value(for key: String, _ random: inout SplitMix64) -> String {
        if random.next() % 40 == 0 { return ["null", "true", "\"3\"", "[]", "{}"].randomElement(using: &random)! }
        if random.next() % 4 != 0, let plain = plainNumber(for: key, &random) { return plain }
        switch key {
        case "text": return string(&random)
        case "flag": return Bool.random(using: &random) ? "true" : "false"
        case "list": return "[" + (0..<Int.random(in: 0...3, using: &random)).map { _ in random.next() % 4 != 0 ? String(random.next() % 1000) : number(&random) }.joined(separator: ",") + "]"
        case "nested":
            var members: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let key = Bool.random(using: &random) ? "value" : "name"
                members.append("\"\(key)\":\(key == "value" ? plainNumber(for: "double", &random)! : string(&random))")
            }
            return "{" + members.joined(separator: ",") + "}"
        default: return number(&random)
        }
    }

    /// A number that fits the field, so that most documents decode and their values are compared.
    private static func plainNumber(for key: String, _ random: inout SplitMix64) -> String? {
        switch key {
        case "double", "float": String(Double(Int.random(in: -100_000...100_000, using: &random)) / 64)
        case "int", "unsigned": String(random.next() % 1_000_000)
        case "small": String(Int.random(in: -128...127, using: &random))
        default: nil
        }
    }

    /// Numbers at the edges: underflow (`1e-400`), overflow (`1e400`), zeros, subnormals, integers past
    /// 2^53 and past 64 bits, fractions where integers are wanted; and plain random literals.
    private static func number(_ random: inout SplitMix64) -> String {
        let edges = [
            "0", "-0", "0.0", "-0.0e5", "0e5", "-0e5", "0.0e5", "0.00e1", "0E-2", "0e-400", "1e-400", "-1e-400", "1e400", "-1e400", "4.9e-324", "2.4e-324", "2.5e-324",
            "1.7976931348623157e308", "1.8e308", "3.4028235e38", "3.5e38", "1e-45", "1e-46", "1.4e-45", "7e-46",
            "9007199254740992", "9007199254740993", "9007199254740993.0", "1e17", "1.5e17", "12345678901234567.5",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
            "18446744073709551616", "127", "128", "-128", "-129", "255", "300", "3.0", "3.5", "1e3", "1E2", "-1", "720.5",
            "0.30000000000000004", "82.8000000000001", "1e-7", "100000000000000000000000",
        ]
        if Bool.random(using: &random) { return edges.randomElement(using: &random)! }
        var text = random.next() % 3 == 0 ? "-" : ""
        let digits = Int.random(in: 1...20, using: &random)
        text += String(Int.random(in: 1...9, using: &random))
        for _ in 1..<digits { text += String(random.next() % 10) }
        if Bool.random(using: &random) {
            text += "." + (0..<Int.random(in: 1...6, using: &random)).map { _ in String(random.next() % 10) }.joined()
        }
        if random.next() % 3 == 0 { text += "e" + String(Int.random(in: -420...420, using: &random)) }
        return text
    }

    private static func string(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "é", "🍜", " ", #"\n"#, #"\""#, #"\\"#, #"\/"#, #"\u00e9"#, #"\ud83c\udf5c"#, #"\u0000"#, #"\t"#, #"\b\f\r"#]
        return "\"" + (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() + "\""
    }
}
