/// A JUnit XML report with one test case per transcript, for CI dashboards. The suite is named after the
/// command that replayed them: `JUnitReport.xml(reports, suite: "pizza-bench replay")`.
public enum JUnitReport {
    public static func xml(_ reports: [ReplayReport], suite: String) -> String {
        let failures = reports.filter { !$0.passed }.count
        let seconds = reports.map(\.duration).reduce(.zero, +)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuite name="\#(MarkupText.escape(suite))" tests="\#(reports.count)" failures="\#(failures)" time="\#(format(seconds))">"#,
        ]
        for report in reports {
            let opening = #"  <testcase classname="Transcripts" name="\#(MarkupText.escape(report.path))" time="\#(format(report.duration))""#
            if report.passed {
                lines.append(opening + "/>")
            } else {
                let detail = report.failureReport().joined(separator: "\n")
                lines += [
                    opening + ">",
                    #"    <failure message="\#(MarkupText.escape(report.failureReport().first ?? "failed"))">\#(MarkupText.escape(detail))</failure>"#,
                    "  </testcase>",
                ]
            }
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(Double(Int(seconds * 1000)) / 1000)
    }
}
