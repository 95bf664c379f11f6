import Foundation
import TapbenchTestSupport
import Testing

/// The device's clock goes from 0001 to 9999 in a worker, where app code reads it: nanoseconds since 1970 in 64 bits
/// end in 2262, `Date.distantFuture` is 4001, and libdispatch takes 2^62 nanoseconds of uptime as for ever, and none
/// of them may crash the app or hang a command.
@Suite("Far dates")
struct FarDateTests {
    @Test(
        "the clock set or moved far, past 2262, before 1677 and up to 9999-12-31, is shown to the app without a crash",
        arguments: [
            ("clock 2262-04-11T23:47:17Z", "2262-04-11 23:47:17  #1 Delivery started (active)"),
            ("advance 3000000h", "2368-07-21 01:00:00  #1 Delivery started (active)"),
            ("reset --clock 1000-01-01T00:00:00Z", "00:00:00  #1 Delivery started (active)"),
            ("clock 9999-12-31T22:00:00.5Z", "9999-12-31 22:00:00.500  #1 Delivery started (active)"),
        ])
    func farClock(_ command: String, _ started: String) async throws {
        let result = try await TapbenchProcess.run([], input: "\(command)\nstart Delivery\nperform RecalculateRouteIntent orderID=A-7189\nlist\n")
        #expect(!result.standardOutput.contains("crashed"), "\(result.standardOutput)")
        #expect(result.lines.contains(started), "\(result.standardOutput)")
        #expect(result.lines.contains("1  Delivery  active  0          -"))
    }

    @Test("an intent that sleeps a thousand years is over its budget, not a crash")
    func longSleep() async throws {
        let result = try await TapbenchProcess.run([], input: "intent define F do sleep 9999999h\nperform F\nlist\n")
        #expect(result.lines.contains("01:00:00  F() returned in 416666d15h — over the 1s budget"), "\(result.standardOutput)")
    }

    @Test("a transcript whose front matter starts the clock in 2300 replays")
    func frontMatterPast2262() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("far.md")
        try Data("---\nclock: 2300-01-01T00:00:00Z\n---\n\n# Far\n\n```tapbench\ntapbench> start Delivery\n00:00:00  #1 Delivery started (active)\n```\n".utf8).write(to: file)
        let result = try await TapbenchProcess.run(["replay", file.path], input: "")
        #expect(result.status == 0, "\(result.standardOutput)")
    }
}
