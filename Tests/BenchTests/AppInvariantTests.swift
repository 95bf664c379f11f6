import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import Testing

/// The app's own rules (`AppIntroduction(invariants:)`), checked after every command: the sample app declares that a
/// delivery's ETA is never in the past, which its code keeps and a server's push can break.
@Suite("The app's own invariants")
struct AppInvariantTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    static func push(eta: Int, at timestamp: Int) -> String {
        #"push {"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"step":"onTheWay","etaSeconds":\#(eta),"driverLocation":"Restaurant","progress":0.1}}}"#
    }

    static func line(eta: Int) -> String {
        "01:00:00  invariant eta-not-negative broken: #1 shows an ETA of \(eta) seconds (the order screen's contract: an ETA is never in the past)"
    }

    @Test("the command that breaks the rule fails with one line and an invariant.broken event; later commands do not report it again while it stays broken")
    func brokenOnce() async {
        let broken = await run("start Delivery --push token", Self.push(eta: -60, at: 1_777_079_000))
        #expect(broken.lines.suffix(2) == ["01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → -60 [push]", Self.line(eta: -60)])
        #expect(broken.checkFailed && broken.failures == [Self.line(eta: -60)])
        #expect(broken.eventRecords.last == JSONObject([
            ("event", "invariant.broken"), ("at", "2026-04-25T01:00:00.000Z"), ("invariant", "eta-not-negative"),
            ("message", "#1 shows an ETA of -60 seconds"), ("source", "the order screen's contract: an ETA is never in the past"),
        ]))
        let next = await run("list")
        #expect(!next.checkFailed && next.failures.isEmpty && !next.lines.contains { $0.contains("invariant") })
    }

    @Test("a rule kept again and broken anew is reported anew, and so is one broken the same way after a reset")
    func brokenAnew() async {
        await run("start Delivery --push token", Self.push(eta: -60, at: 1_777_079_000))
        #expect(await run(Self.push(eta: 60, at: 1_777_079_001)).checkFailed == false)
        #expect(await run(Self.push(eta: -1, at: 1_777_079_002)).failures == [Self.line(eta: -1)])
        #expect(await run(Self.push(eta: -5, at: 1_777_079_003)).failures == [Self.line(eta: -5)], "broken another way")
        #expect(await run("reset").checkFailed == false)
        #expect(await run("start Delivery --push token", Self.push(eta: -60, at: 1_777_079_000)).failures == [Self.line(eta: -60)])
    }

    @Test("a command that fails leaves the rules unchecked, as it leaves the device unchanged")
    func failedCommandChecksNothing() async {
        await run("start Delivery --push token", Self.push(eta: -60, at: 1_777_079_000))
        let failed = await run("tap 9")
        #expect(failed.error != nil && !failed.eventRecords.contains { $0["event"] == "invariant.broken" })
    }
}
