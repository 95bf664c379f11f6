import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import Testing

/// `perform … --terminate-at D`: iOS terminates the app while the intent awaits (Apple's "Managing your app's life
/// cycle": the system may terminate an app in the background at any time), and the handler gets no further.
@Suite("iOS terminates the app while an intent runs")
struct PerformTerminateAtTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    @Test("terminated 60ms into the cancel, the request has gone but the intent never ends the activity")
    func stopsWhileTheIntentAwaits() async {
        let outcome = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189 --terminate-at 60ms")
        #expect(outcome.lines == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") stopped after 60ms: iOS terminated the app while it ran",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.060  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage",
            "01:00:00.060  island: #1 compact",
        ])
        let performed = outcome.eventRecords.first { $0["event"] == "intent.performed" }
        #expect(performed?["outcome"] == "cancelled")
        #expect(performed?["cancelledBy"] == "termination")
        #expect(performed?["elapsedMs"]?.doubleValue == 60)
        #expect(await run("app").lines.first == "app: not running")
        #expect(await run("list").lines.contains("   step=preparing etaSeconds=1800 driverLocation=Restaurant progress=0.1"))
    }

    @Test("a termination due after the run has ended comes as the intent returns, after what it did")
    func terminatesAfterAShortRun() async {
        let lines = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189 --terminate-at 5s").lines
        #expect(lines == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") returned in 120ms — within the 1s budget",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.120    #1 updated: driverLocation: Restaurant → Cancelled [intent]",
            "01:00:00.120    #1 ended by an intent; dismissal immediate",
            "01:00:00.120    #1 dismissed: removed at the end",
            "01:00:00.120  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage",
        ])
    }

    @Test("a push due before the termination lands in the run, before the app is gone")
    func pushBeforeTheTermination() async {
        let lines = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189 --push-at 30ms \(PerformPushAtTests.update("Main St")) --terminate-at 60ms").lines
        #expect(lines == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") stopped after 60ms: iOS terminated the app while it ran",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.030    push update accepted → #1 (the newest activity's token, priority 10)",
            "01:00:00.030    #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 600, driverLocation: Restaurant → \"Main St\", progress: 0.1 → 0.5 [push]",
            "01:00:00.060  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage",
            "01:00:00.060  island: #1 compact",
        ])
    }

    @Test("a push due after the termination lands after it, on an app that is gone")
    func pushAfterTheTermination() async {
        let lines = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189 --push-at 90ms \(PerformPushAtTests.update("Main St")) --terminate-at 60ms").lines
        #expect(lines == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") stopped after 60ms: iOS terminated the app while it ran",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.060  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage",
            "01:00:00.060  island: #1 compact",
            "01:00:00.060  push update accepted → #1 (the newest activity's token, priority 10)",
            "01:00:00.060  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 600, driverLocation: Restaurant → \"Main St\", progress: 0.1 → 0.5 [push]",
        ])
    }

    @Test("a recorded Ctrl-C before the termination cancels the run; the app is terminated after")
    func cancelledFirst() async {
        let lines = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189 --cancel-after 20ms --terminate-at 60ms").lines
        #expect(lines == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") cancelled after 20ms",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.020  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage",
            "01:00:00.020  island: #1 compact",
        ])
    }
}
