import TapbenchCore
import Testing

@testable import TapbenchCommands

/// The tokenizer's byte-wise path for ASCII lines splits exactly as its character-wise path does.
@Suite("Tokenizer")
struct TokenizerTests {
    @Test("ASCII lines split the same byte by byte as character by character, errors and columns included: 3,000 lines random from seed 0x70_4E25")
    func asciiPathAgrees() {
        let pieces = ["a", "b=1", " ", "  ", "\t", "\"", "'", "[", "]", "{", "}", ";", "x y", "\"2nd Avenue\"", "{\"k\": [1, 2]}", "--stale", "+15m"]
        var generator = SplitMix64(seed: 0x70_4E25)
        for _ in 0..<3000 {
            let line = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytewise = Result { () throws(CommandError) in try Tokenizer.asciiWords(Array(line.utf8)) }
            let characterwise = Result { () throws(CommandError) in try Tokenizer.characterWords(line) }
            switch (bytewise, characterwise) {
            case (.success(let a), .success(let b)):
                #expect(a.map(\.raw) == b.map(\.raw), "\(line)")
                #expect(a.map(\.text) == b.map(\.text), "\(line)")
                #expect(a.map(\.column) == b.map(\.column), "\(line)")
            case (.failure(let a), .failure(let b)):
                #expect(a.message == b.message, "\(line)")
            default:
                Issue.record("\(line): \(bytewise) against \(characterwise)")
            }
        }
    }

    @Test("quotes come off ASCII words byte by byte as they do character by character: 3,000 words random from seed 0x70_9407")
    func asciiUnquoteAgrees() {
        let pieces = ["a", "=", "\"", "'", "[", "]", "{", "}", " ", "\r\n", "2nd", "\"k\": 1"]
        var generator = SplitMix64(seed: 0x70_9407)
        for _ in 0..<3000 {
            let word = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect((Tokenizer.asciiUnquote(Array(word.utf8)[...]) ?? word) == Tokenizer.characterUnquote(word), "\(word)")
            #expect(Tokenizer.unquote(word) == Tokenizer.characterUnquote(word), "\(word)")
        }
    }

    @Test("a push's JSON stays one word, its quotes kept; a quoted value loses its quotes")
    func jsonAndQuotes() throws {
        let words = try Tokenizer.words(##"push {"aps": {"event": "update"}} --token "#1" note="2nd Avenue";x"##)
        #expect(words.map(\.text) == ["push", #"{"aps": {"event": "update"}}"#, "--token", "#1", "note=2nd Avenue", ";", "x"])
        #expect(words.map(\.column) == [0, 5, 34, 42, 47, 64, 65])
    }
}
