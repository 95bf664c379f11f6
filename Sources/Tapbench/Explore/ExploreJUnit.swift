import TapbenchTranscripts

/// A JUnit report of an exploration: one test case for each rule, failed where a finding broke it.
enum ExploreJUnit {
    static func xml(_ report: ExploreReport, folder: String) -> String {
        let broken = Set(report.findings.map(\.violation.invariant))
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuite name="explore" tests="\#(report.rules.count)" failures="\#(broken.count)">"#,
        ]
        for invariant in report.rules {
            let findings = report.findings.filter { $0.violation.invariant == invariant }
            guard !findings.isEmpty else {
                lines.append(#"  <testcase classname="explore" name="\#(invariant.rawValue)"/>"#)
                continue
            }
            lines.append(#"  <testcase classname="explore" name="\#(invariant.rawValue)">"#)
            for finding in findings {
                let detail = "\(folder)/\(FindingTranscript.fileName(of: finding)): " + finding.steps.joined(separator: "; ")
                lines.append(#"    <failure message="\#(MarkupText.escape(finding.violation.detail))">\#(MarkupText.escape(detail))</failure>"#)
            }
            lines.append("  </testcase>")
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }
}
