import Foundation
import TapbenchCore
import Testing

@Suite("JSON")
struct JSONTests {
    @Test("objects keep their key order and numbers their literal text")
    func roundTripsExactly() throws {
        let text = #"{"step":"onTheWay","etaSeconds":720,"progress":0.55,"eta":[1.0,2e3],"ok":true,"none":null}"#
        #expect(try JSONParser.parse(text).jsonText == text)
    }

    @Test("escapes decode, including surrogate pairs, and encode back")
    func escapes() throws {
        let value = try JSONParser.parse(#""a\"b\\c\n\u00e9\ud83d\ude80/""#)
        #expect(value == .string("a\"b\\c\né🚀/"))
        #expect(value.jsonText == #""a\"b\\c\né🚀/""#)
    }

    @Test("a lone surrogate, and broken UTF-8 beside an escape, read as U+FFFD, as String(decoding:) repairs them")
    func repairs() throws {
        #expect(try JSONParser.parse(#""\ud83dx\ude80""#) == .string("\u{FFFD}x\u{FFFD}"))
        // A cut-off three-byte sequence, then an escape; and a stray continuation byte after one.
        let bytes: [UInt8] = [0x22, 0xE2, 0x82, 0x5C, 0x6E, 0x80, 0x5C, 0x75, 0x30, 0x30, 0x65, 0x39, 0x22]
        #expect(try JSONParser.parse(bytes) == .string("\u{FFFD}\n\u{FFFD}é"))
    }

    @Test("strings with and without escapes read back as they were written, and as JSONSerialization reads them")
    func stringsRoundTrip() throws {
        let pieces = ["plain", " ", "\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "é", "🚀", "/", "中", "\u{7F}"]
        var random = SplitMix64(seed: 0x150_0001)
        for _ in 0..<500 {
            let string = (0..<random.next(below: 6)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let text = JSONValue.string(string).jsonText
            #expect(try JSONParser.parse(text) == .string(string), "\(text)")
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
            #expect(foundation == string, "\(text)")
        }
    }

    @Test("display text leaves simple words bare and quotes anything that would read as something else")
    func displayText() {
        let cases: [(JSONValue, String)] = [
            ("onTheWay", "onTheWay"), ("2nd Avenue", #""2nd Avenue""#), ("12", #""12""#), ("true", #""true""#), ("null", #""null""#),
            ("-5", #""-5""#), ("1e5", #""1e5""#), ("-x", "-x"), (".5", ".5"), ("Zürich", "Zürich"), ("", #""""#),
            ("delivery://order/B-1", "delivery://order/B-1"), (12, "12"), (0.5, "0.5"), (true, "true"), (nil, "null"),
        ]
        for (value, text) in cases { #expect(value.displayText == text, "\(value)") }
        // Against the rule spelled out: simple characters, and not a JSON literal when parsed.
        let pieces = ["a", "Z", "é", "7", "0", "-", "_", ".", ":", "/", " ", "e", "true", "null", "\"", "+", "中"]
        var random = SplitMix64(seed: 0xD15_9A7)
        for _ in 0..<2_000 {
            let word = (0..<random.next(below: 5)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let simple = word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.:/".unicodeScalars.contains($0) }
            let literal = (try? JSONParser.parse(word)).map { if case .string = $0 { false } else { true } } ?? false
            let bare = !word.isEmpty && simple && !literal
            #expect(JSONValue.string(word).displayText == (bare ? word : JSONValue.string(word).jsonText), "\(word)")
        }
    }

    @Test("malformed JSON is reported with its line and column")
    func syntaxErrorsHaveLineAndColumn() {
        #expect(throws: JSONSyntaxError(line: 3, column: 14, message: "expected a value, found '}'")) {
            try JSONParser.parse("{\n  \"aps\": {\n    \"event\": }\n}")
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 9, message: "expected ',' or '}' in object, found '\"'")) {
            try JSONParser.parse(#"{"a": 1 "b": 2}"#)
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 1, message: "unterminated string")) { try JSONParser.parse(#""abc"#) }
        #expect(throws: JSONSyntaxError(line: 1, column: 3, message: "unexpected 'x' after the end of the document")) {
            try JSONParser.parse("1 x")
        }
    }

    @Test("numbers compare by value")
    func numbersCompareByValue() throws {
        #expect(try JSONParser.parse("1") == JSONParser.parse("1.0"))
        #expect(try JSONParser.parse("[1]") != JSONParser.parse("[2]"))
    }

    @Test("deep nesting is refused, not a crash")
    func deepNesting() {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }
}
