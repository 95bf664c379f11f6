import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing
import TapbenchTranscripts

/// A wildcard may stand for what a step printed, never for its failing: a step that errors, crashes or times out
/// passes only when its expected output has that line itself, as trycmd makes a command's exit status explicit.
@Suite("Wildcards never hide a failure")
final class WildcardFailureTests {
    let replayer = Replayer(app: { SampleApp.catalog(now: $0) })
    let folder = try! TemporaryFolder()

    func replay(_ steps: String) async throws -> ReplayReport {
        let url = folder.url.appendingPathComponent("flow.md")
        try Data("# A flow\n\n```tapbench\n\(steps)```\n".utf8).write(to: url)
        return await replayer.replay(contentsOf: url, named: "flow.md")
    }

    @Test(
        "a step whose expected output is only a wildcard fails when its command errors",
        arguments: ["frobnicate", "perform NoSuchIntent", "tap 9 lock Cancel", "advance soon"])
    func errorUnderWildcard(_ command: String) async throws {
        let report = try await replay("tapbench> \(command)\n...\n")
        #expect(!report.passed)
        let failure = try #require(report.failures.first)
        #expect(failure.unshownFailures.count == 1)
        #expect(failure.unshownFailures.first?.hasPrefix("error: ") == true)
        #expect(report.failureReport().last?.hasPrefix("the step failed, and its expected output leaves that to a wildcard: write the line itself: error: ") == true)
    }

    @Test("the error written out, with [..] or among wildcards, passes", arguments: [
        "error: unknown command 'frobnicate'[..]",
        "...\nerror: unknown command 'frobnicate'[..]\n...",
    ])
    func errorWrittenOut(_ expected: String) async throws {
        let report = try await replay("tapbench> frobnicate\n\(expected)\n")
        #expect(report.passed, "\(report.failureReport())")
    }

    @Test("a wildcard that matches a step with no failure still passes")
    func wildcardWithoutFailure() async throws {
        let report = try await replay("tapbench> start Delivery\n...\n")
        #expect(report.passed, "\(report.failureReport())")
    }

    @Test("replay --update writes the failure's line out rather than keeping the wildcard that hid it")
    func updateWritesTheFailure() async throws {
        let report = try await replay("tapbench> frobnicate\n...\n")
        let text = try #require(TranscriptUpdate.text(of: report))
        #expect(!text.contains("\n...\n"))
        #expect(text.contains("\nerror: unknown command 'frobnicate'"))
    }

    @Test("in a worker, a crash under a wildcard fails the replay, and so does a step that times out")
    func crashAndTimeoutUnderWildcard() async throws {
        let crash = folder.url.appendingPathComponent("crash.md")
        try Data("# Crash\n\n```tapbench\ntapbench> start Delivery\n...\ntapbench> perform RefreshETAIntent orderID=A-7189\n...\n```\n".utf8).write(to: crash)
        let crashed = try await TapbenchProcess.run(["replay", crash.path], input: "")
        #expect(crashed.status == 1)
        #expect(crashed.standardOutput.contains("write the line itself: 01:00:00  the app crashed during 'perform RefreshETAIntent orderID=A-7189'"))
        let slow = folder.url.appendingPathComponent("slow.md")
        try Data("# Slow\n\n```tapbench\ntapbench> set budget off\n...\ntapbench> perform ContactCourierIntent orderID=A-7189\n...\n```\n".utf8).write(to: slow)
        let timedOut = try await TapbenchProcess.run(["replay", "--timeout", "1s", slow.path], input: "")
        #expect(timedOut.status == 1)
        #expect(timedOut.standardOutput.contains("write the line itself: 01:00:00  the app did not finish within 1s and was ended during 'perform ContactCourierIntent orderID=A-7189'"))
    }
}
