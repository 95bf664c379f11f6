/// `replay --update`: the text of a transcript with each failing step's expected output replaced by what
/// it printed, keeping the prose byte for byte, and the wildcard lines that still match.
public enum TranscriptUpdate {
    /// The new text, or nil when nothing changes.
    public static func text(of report: ReplayReport) -> String? {
        guard let document = report.document, !report.failures.isEmpty else { return nil }
        let replacements = report.failures.map { failure in
            (range: failure.step.expectedRange, lines: merged(expected: failure.step.expected, actual: failure.actual, failures: failure.failures))
        }
        return document.replacing(replacements)
    }

    /// One line for each updated step that fails where its old output showed no such failure, so that `--update`
    /// never turns a step that worked into an error unnoticed: `12: 'hold 1' now fails: error: …`.
    public static func newFailures(of report: ReplayReport) -> [String] {
        report.failures.compactMap { failure in
            guard let first = OutputPattern.unshown(failure.failures, in: failure.step.expected).first else { return nil }
            return "\(failure.step.line): '\(failure.step.command)' now fails: \(first)"
        }
    }

    /// The actual lines, with the expected line kept wherever it matched (so `[..]` survives) and `...`
    /// lines kept where the result still matches and still shows every line of `failures` itself.
    static func merged(expected: [String], actual: [String], failures: [String]) -> [String] {
        var withWildcards: [String] = []
        for line in LineDiff(expected: expected, actual: actual).lines {
            switch line {
            case .same(let text, let index): withWildcards.append(expected[index].contains("[..]") ? expected[index] : text)
            case .actualOnly(let text): withWildcards.append(text)
            case .anyLines: withWildcards.append("...")
            case .expectedOnly: break
            }
        }
        let passes = { (lines: [String]) in OutputPattern.matches(lines, actual) && OutputPattern.unshown(failures, in: lines).isEmpty }
        if passes(withWildcards) { return withWildcards }
        let withoutAnyLines = withWildcards.filter { !OutputPattern.isAnyLines($0) }
        return passes(withoutAnyLines) ? withoutAnyLines : actual
    }
}
