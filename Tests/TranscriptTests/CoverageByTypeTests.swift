import Foundation
import TapbenchSampleApp
import TapbenchTestSupport
import Testing
import TapbenchTranscripts

/// `coverage` by activity type: the types no transcript starts, and each type's presentations never drawn or tapped.
@Suite("Coverage by activity type")
struct CoverageByTypeTests {
    @Test("a type never started is named, and each type's presentations are those its activities were shown, held or tapped in")
    func byType() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "```tapbench\ntapbench> start Delivery\n...\ntapbench> start Ride\n...\ntapbench> show 1 lock\n...\ntapbench> app background\n...\ntapbench> hold 1\n...\ntapbench> tap 2 lock\n...\n```\n",
            to: "flow.md")
        let report = await Replayer(app: { SampleApp.catalog(now: $0) }).replay(contentsOf: file, named: "flow.md")
        #expect(report.passed, "\(report.failureReport())")
        let lines = Coverage(reports: [report], catalog: SampleApp.catalog()).lines
        #expect(lines.contains("activity types started: 2 of 6 exercised"))
        #expect(lines.contains("  ✗ TakeoutAttributes"))
        #expect(lines.contains("    ✗ DeliveryAttributes: lock, expanded, compact — never minimal, standby, small, carplay"), "hold long-presses compact")
        #expect(lines.contains("    ✗ RideAttributes: lock — never expanded, compact, minimal, standby, small, carplay"))
        #expect(lines.contains("    ✗ TakeoutAttributes: none — never lock, expanded, compact, minimal, standby, small, carplay"))
    }
}
