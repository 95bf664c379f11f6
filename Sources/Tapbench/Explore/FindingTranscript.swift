import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchTranscripts

/// A finding written as a transcript: its steps with what they print on a fresh device, except the last, whose
/// expected output is what the rule asks for (`ExploreInvariant.expected(for:)`), so the transcript replays red until the
/// app keeps the rule, and then green.
enum FindingTranscript {
    /// `no-crash-RefreshETAIntent.md`.
    static func fileName(of finding: ExploreFinding) -> String {
        let key = finding.violation.key.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        let words = key.split(separator: "-").joined(separator: "-")
        return "\(finding.violation.invariant.rawValue)-\(words).md"
    }

    /// Writes `finding` to `url`, with `outcomes`, those of its steps on a fresh device, the last one's included.
    /// A broken check (`ExploreChecks`) ends with its command, expecting what the checks file expects.
    static func write(
        _ finding: ExploreFinding, outcomes: [CommandOutcome], seed: UInt64, command: String, checks: ExploreChecks = ExploreChecks(), to url: URL
    ) throws {
        let invariant = finding.violation.invariant
        var screen = ExploreScreen()
        outcomes.dropLast().forEach { screen.observe($0.eventRecords) }
        let last = outcomes.last.flatMap { ExploreInvariant.broken(by: finding.steps[finding.steps.count - 1], $0, on: screen) }
        let detail = last?.detail ?? finding.violation.detail
        let recorder = try TranscriptRecorder(
            url: url, path: url.lastPathComponent, title: "\(invariant.rawValue): \(finding.violation.key)", clock: Device.defaultStart, seed: 1)
        let count = finding.steps.count
        let breaker = invariant == .check ? "After the last step, the check at \(finding.violation.key) breaks it" : "The last step breaks it"
        try recorder.note("""
            Found by `\(command) explore --seed \(seed)` after \(finding.explored) step\(finding.explored == 1 ? "" : "s") of a session, and shrunk to \
            \(count) step\(count == 1 ? "" : "s"). The rule: \(invariant.statement). \(breaker):

                \(detail)

            Its expected output below is what the step prints once the rule holds, so this transcript replays red until \
            the app is fixed.
            """)
        if let check = invariant == .check ? checks.check(at: finding.violation.key) : nil {
            for (step, outcome) in zip(finding.steps, outcomes) { try recorder.record(command: step, outcome: outcome) }
            try recorder.record(command: check.command, outcome: CommandOutcome(lines: check.expected))
            return
        }
        for (step, outcome) in zip(finding.steps.dropLast(), outcomes) {
            try recorder.record(command: step, outcome: outcome)
        }
        try recorder.record(command: finding.steps[count - 1], outcome: CommandOutcome(lines: invariant.expected(for: finding.steps[count - 1])))
    }
}
