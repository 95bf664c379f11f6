import Foundation
import FoundationXML
import TapbenchSampleApp
import Testing
import TapbenchTranscripts

/// What replay prints comes from transcripts anyone can write: none of their bytes reach the terminal,
/// the CI log or the JUnit file as control characters.
@Suite("Replay output hygiene")
struct ReplayOutputHygieneTests {
    /// Expected output that clears the screen (`ESC[2J`), rings the bell and sets the clipboard (OSC 52).
    static let hostile = "```tapbench\ntapbench> clock\n\u{1B}[2Jclock \u{1B}]52;c;aGk=\u{07}\u{7F}\u{9B}\u{0}\tend\n```\n"

    func report() async throws -> ReplayReport {
        let document = try TranscriptDocument.parse(Self.hostile, path: "hostile.md")
        return await Replayer(app: { SampleApp.catalog(now: $0) }).replay(document, directory: URL(fileURLWithPath: "/tmp"), fileName: "hostile.md")
    }

    @Test("a failing step's lines show ESC, BEL, NUL, DEL and C1 as escapes, and keep the tab")
    func visibleControls() async throws {
        let report = try await report()
        #expect(report.failureReport() == [
            "FAIL hostile.md:2: tapbench> clock", "--- expected", "+++ actual",
            "-\\u{1B}[2Jclock \\u{1B}]52;c;aGk=\\u{7}\\u{7F}\\u{9B}\\u{0}\tend",
            "+clock 2026-04-25T01:00:00Z",
        ])
        #expect(report.failureReport(colour: true)[3] == "\u{1B}[31m-\\u{1B}[2Jclock \\u{1B}]52;c;aGk=\\u{7}\\u{7F}\\u{9B}\\u{0}\tend\u{1B}[0m")
    }

    @Test("the JUnit report of a transcript full of control characters is well-formed XML, its suite named after the command, escaped")
    func wellFormedJUnit() async throws {
        let xml = JUnitReport.xml([try await report()], suite: "pizza-bench <replay>")
        #expect(xml.split(separator: "\n")[1].hasPrefix(#"<testsuite name="pizza-bench &lt;replay&gt;" tests="1" failures="1""#))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(MarkupText.escape("a\u{1B}b\u{FFFF}<\u{85}") == "a\\u{1B}b\\u{FFFF}&lt;\u{85}")
    }
}
