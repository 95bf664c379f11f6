import Testing

@testable import TapbenchCommands

/// Splitting command lines into words, as a shell would, with JSON values kept whole.
@Suite("Tokenizer")
struct TokenizerTests {
    @Test("a push's JSON stays one word, its quotes kept; a quoted value loses its quotes")
    func jsonAndQuotes() throws {
        let words = try Tokenizer.words(##"push {"aps": {"event": "update"}} --token "#1" note="2nd Avenue";x"##)
        #expect(words.map(\.text) == ["push", #"{"aps": {"event": "update"}}"#, "--token", "#1", "note=2nd Avenue", ";", "x"])
        #expect(words.map(\.column) == [0, 5, 34, 42, 47, 64, 65])
    }

    @Test("columns count characters, so a word after accents and emoji points where QA sees it")
    func columnsCountCharacters() throws {
        let words = try Tokenizer.words("route test delivery://café/🍜 'a b'")
        #expect(words.map(\.text) == ["route", "test", "delivery://café/🍜", "a b"])
        #expect(words.map(\.column) == [0, 6, 11, 29])
    }

    @Test("any Unicode space splits words, and a letter built of two scalars is one column")
    func unicodeSpacesAndCombiningMarks() throws {
        let words = try Tokenizer.words("open\u{00A0}cafe\u{0301}\u{3000}x\r\ny\t[a b]")
        #expect(words.map(\.raw) == ["open", "cafe\u{0301}", "x", "y", "[a b]"])
        #expect(words.map(\.column) == [0, 5, 10, 12, 14])
    }

    @Test("a quote or bracket that a combining mark joins is a letter like any other, not a delimiter")
    func joinedDelimiters() throws {
        let words = try Tokenizer.words("say \"\u{0301}a b [\u{0301}c d;\u{0301}e")
        #expect(words.map(\.text) == ["say", "\"\u{0301}a", "b", "[\u{0301}c", "d;\u{0301}e"])
        #expect(words.map(\.column) == [0, 4, 7, 9, 12])
    }

    @Test("an unterminated quote is one error that says how to close it, at the quote")
    func unterminatedQuote() {
        #expect(throws: CommandError("unterminated single quote — close it with '", column: 7)) { try Tokenizer.words("update 'Main St") }
    }
}
