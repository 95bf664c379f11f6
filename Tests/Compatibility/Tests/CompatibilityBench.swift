import Foundation
import TapbenchAppDescription
import TapbenchCommands
import TapbenchCore
import TapbenchTranscripts
import Testing

/// A session on the compatibility fixture, hosted in-process as `Tapbench.main(app:)` hosts a team's app,
/// whose commands read back as a transcript: each command after `tapbench> `, then its output.
struct CompatibilityBench {
    let session = Session(app: { AppIntroduction.compatibility.assemble(startingAt: $0).catalog })

    /// Runs each line of `commands` in order and returns what a transcript of them shows.
    func transcript(_ commands: String) async -> String {
        var lines: [String] = []
        for command in commands.split(separator: "\n").map(String.init) {
            let outcome = await session.execute(command)
            lines.append("tapbench> " + command)
            lines += outcome.lines
            if let error = outcome.error { lines.append("error: \(error.message)") }
        }
        return lines.joined(separator: "\n")
    }

    /// What app code did on the device since the last command, rendered as the REPL renders events.
    func appEvents() async -> String {
        await session.device.settle()
        return session.renderer.lines(session.device.takeEvents()).joined(separator: "\n")
    }
}

/// Expects `actual` to be exactly `expected`, whole; a difference is reported as a unified diff, followed by
/// the whole actual text to review and paste.
func expectOutput(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let diff = LineDiff(expected: expectedLines, actual: actualLines).unified.joined(separator: "\n")
    Issue.record("output differs:\n\(diff)\n\nwhole output:\n\(actual)", sourceLocation: sourceLocation)
}
