import Foundation
import Testing

@testable import TapbenchTranscripts

/// Parsing by bytes reads every transcript as it reads: fences, markers and prompts found by their bytes,
/// lines trimmed of the blanks `CharacterSet.whitespaces` holds (tabs, U+00A0, U+3000, U+200B …).
@Suite("Transcript parsing")
struct TranscriptParsingTests {
    /// The transcripts of this package and of the example benches.
    static let files: [URL] = {
        let root = TranscriptFile.folder.deletingLastPathComponent()
        let examples = FileManager.default.enumerator(at: root.appendingPathComponent("Examples"), includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return TranscriptFile.all.map(\.url) + examples.filter { $0.pathComponents.contains("Transcripts") && $0.pathExtension == "md" && $0.lastPathComponent != "README.md" }
            .sorted { $0.path < $1.path }
    }()

    @Test("every transcript's steps are its prompt lines, each expecting the lines up to the next prompt or the block's closing fence")
    func everyTranscript() throws {
        #expect(Self.files.count >= 20)
        for file in Self.files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            // The files fence their sessions with ```tapbench and ``` on lines of their own.
            var expected: [(line: Int, command: String, expected: [String])] = []
            var inBlock = false
            for (index, line) in lines.enumerated() {
                if line == "```tapbench" {
                    inBlock = true
                } else if inBlock, line == "```" {
                    inBlock = false
                } else if inBlock, line.hasPrefix("tapbench> ") {
                    expected.append((index + 1, String(line.dropFirst(10)), []))
                } else if inBlock {
                    expected[expected.count - 1].expected.append(line)
                }
            }
            let document = try TranscriptDocument.parse(text, path: file.lastPathComponent)
            #expect(document.steps.map(\.line) == expected.map(\.line), "\(file.path)")
            #expect(document.steps.map(\.command) == expected.map(\.command), "\(file.path)")
            #expect(document.steps.map(\.expected) == expected.map(\.expected), "\(file.path)")
            #expect(document.replacing([]) == text, "\(file.path)")
        }
    }

    @Test("blocks indented by tabs and Unicode spaces, tilde and longer fences, and a marker among blanks read as fences and markers")
    func blanksAndFences() throws {
        let text = [
            "\u{3000}<!-- tapbench: hidden -->\t", "\t~~~~tapbench  extra words", "tapbench> clock", "~~~", "  ~~~~~ ", "",
            "\u{00A0}```json", "tapbench> not a step", "\u{200B}```\u{2003}", "````tapbench", "tapbench> list", "  ...", "```", "````",
        ].joined(separator: "\r\n")
        let document = try TranscriptDocument.parse(text, path: "blanks.md")
        #expect(document.lineEnding == "\r\n")
        #expect(document.blocks == [TranscriptDocument.Block(body: 2..<4, isHidden: true), TranscriptDocument.Block(body: 10..<13, isHidden: false)])
        #expect(document.steps == [
            TranscriptDocument.Step(command: "clock", line: 3, expected: ["~~~"], expectedRange: 3..<4, block: 0),
            TranscriptDocument.Step(command: "list", line: 11, expected: ["  ...", "```"], expectedRange: 11..<13, block: 1),
        ])
    }

    @Test("a fence's language is its info string's first word; a line of one character closes only a fence of it, as long or longer")
    func fences() {
        #expect(MarkdownFence("```tapbench")?.language == "tapbench")
        #expect(MarkdownFence("~~~  swift title=x")?.language == "swift")
        #expect(MarkdownFence("`````")?.marker == "`````")
        #expect(MarkdownFence("``") == nil)
        #expect(MarkdownFence("tapbench> list") == nil)
        let fence = MarkdownFence("````tapbench")
        #expect(["````", "`````", "```", "~~~~", "```` x", ""].map { fence?.isClosedBy($0) } == [true, true, false, false, false, false])
    }

    @Test("trimming drops tabs and Unicode spaces at both ends and keeps them inside")
    func trimming() {
        #expect(Whitespace.trimmed("\t\u{00A0} a \u{3000} b\u{200B}\u{2003} ") == "a \u{3000} b")
        #expect(Whitespace.trimmed(" \t\u{3000}") == "")
        #expect(Whitespace.trimmed("\r\nline\r") == "\r\nline\r")
    }
}
