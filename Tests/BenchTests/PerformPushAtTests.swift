import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import Testing

/// `perform … --push-at D JSON`: the app's server's push lands while the intent awaits its own request, and the
/// flow reads it in the order it happened.
@Suite("A push that lands while an intent runs")
struct PerformPushAtTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    static func update(_ location: String) -> String {
        #"{"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":600,"driverLocation":"\#(location)","progress":0.5}}}"#
    }

    @Test("a push 60ms into the cancel lands while the app awaits the server's answer, and the intent's update comes after it")
    func landsWhileTheIntentAwaits() async {
        let outcome = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189 --push-at 60ms \(Self.update("Main St"))")
        #expect(outcome.lines == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") returned in 120ms — within the 1s budget",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.060    push update accepted → #1 (the newest activity's token, priority 10)",
            "01:00:00.060    #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 600, driverLocation: Restaurant → \"Main St\", progress: 0.1 → 0.5 [push]",
            "01:00:00.120    #1 updated: driverLocation: \"Main St\" → Cancelled [intent]",
            "01:00:00.120    #1 ended by an intent; dismissal immediate",
            "01:00:00.120    #1 dismissed: removed at the end",
        ])
    }

    @Test("a push due after the run has ended lands as the intent returns")
    func landsAfterAShortRun() async {
        let lines = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189 --push-at 5s \(Self.update("Main St"))").lines
        #expect(lines.suffix(2) == [
            "01:00:00.120    #1 dismissed: removed at the end",
            "01:00:00.120  push refused by APNs (410 Unregistered): the newest activity with a push token, #1, was dismissed; its token no longer works",
        ])
    }
}
