import Foundation
import TapbenchTestSupport
import Testing

/// What a person typed and what the app sent never reach the terminal as control characters: every line the bench
/// prints shows them as Swift escapes (`\u{1B}[2J`), on standard output and standard error alike.
@Suite("Control characters in what the bench prints")
struct ControlCharacterTests {
    static let clearScreen = "\u{1B}[2J"

    @Test(
        "an ESC typed into a command shows as \\u{1B}, in errors and in output alike",
        arguments: [
            "open delivery://order/A\u{1B}[2JB",
            "frob\u{1B}[2Jnicate",
            "start Deliv\u{1B}[2Jery",
            "route test delivery://\u{1B}[2J",
            "set locale en\u{1B}[2J",
            "perform Cancel\u{1B}[2JIntent",
        ])
    func escaped(_ line: String) async throws {
        let result = try await TapbenchProcess.run([], input: line + "\n")
        let printed = result.standardOutput + result.standardError
        #expect(!printed.contains(Self.clearScreen), "\(printed.debugDescription)")
        #expect(printed.contains("\\u{1B}[2J"), "\(printed.debugDescription)")
    }

    @Test("a replay names a failing file whose name holds an ESC with the escape, never the byte")
    func replayedFileName() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("a\u{1B}[2Jb.md")
        try Data("# A flow\n\n```tapbench\ntapbench> list\nsomething else\n```\n".utf8).write(to: file)
        let result = try await TapbenchProcess.run(["replay", file.path], input: "")
        #expect(result.status == 1)
        #expect(!result.standardOutput.contains(Self.clearScreen))
        #expect(result.standardOutput.contains("a\\u{1B}[2Jb.md"))
    }
}

/// A line pasted by mistake, a million characters long, gets the one line any bad input gets, at once.
@Suite("Very long lines")
struct LongLineTests {
    @Test("a million-character command is named by its beginning and its length, not echoed whole")
    func millionCharacters() async throws {
        let word = String(repeating: "x", count: 1_000_000)
        let result = try await TapbenchProcess.run([], input: word + "\nlist\n")
        #expect(result.status == 1)
        #expect(result.standardError == "error: line 1: unknown command '\(word.prefix(79))… (1000002 characters) (try 'help')\n")
        #expect(result.lines.last == "island: empty")
    }
}
