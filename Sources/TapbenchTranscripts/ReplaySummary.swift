/// The last line of a replay: `6 passed, 1 failed (212 steps)`. It starts with `N passed, N failed` for the
/// CI scripts that read it, and counts the steps replayed, so a run that replayed next to nothing shows it.
public struct ReplaySummary: Sendable, Hashable {
    public let passed: Int
    public let failed: Int
    public let steps: Int

    /// `failed` transcripts among `reports`; the others passed (or were updated).
    public init(_ reports: [ReplayReport], failed: Int) {
        passed = reports.count - failed
        self.failed = failed
        steps = reports.map(\.stepCount).reduce(0, +)
    }

    public var line: String { "\(passed) passed, \(failed) failed (\(steps) \(steps == 1 ? "step" : "steps"))" }
}
