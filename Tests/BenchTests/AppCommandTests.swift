import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import Testing

/// `app` in the bench's own process, as unit tests run the sample app: where the app is, its actions, and a
/// termination, which here ends the app's sequences and marks it not running while its statics stay (a worker
/// drops them: AppProcessTests).
@Suite("The app command")
struct AppCommandTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    @Test("app says where the app is and lists its actions; launch and background move it, and say so when it is there already")
    func whereTheAppIs() async {
        #expect(await run("app").lines == ["app: foreground", "actions: track order=B-2040, workout name=Intervals minutes=20"])
        #expect(await run("app launch").lines == ["the app is already in the foreground"])
        #expect(await run("app background").lines == ["01:00:00  app entered the background"])
        #expect(await run("app background").lines == ["the app is already in the background"])
        #expect(await run("app launch").lines == ["01:00:00  app entered the foreground"])
    }

    @Test("a link brings the app from the background to the foreground before it lands")
    func linkBringsItForward() async {
        #expect(await run("app background", "open delivery://order/A-7189").lines == [
            "01:00:00  app entered the foreground",
            "01:00:00  opened delivery://order/A-7189 → OrderScreen via delivery://order/:orderNumber (orderNumber=A-7189)",
        ])
    }

    @Test("after terminate the app is not running; an intent launches it cold in the background, its launch code first")
    func terminateThenIntent() async {
        #expect(await run("app terminate").lines == ["01:00:00  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage"])
        #expect(await run("app").lines.first == "app: not running")
        #expect(await run("app terminate").lines == ["the app is not running"])
        #expect(await run("app background").lines == ["the app is not running"])
        let lines = await run("start Delivery --push token", "perform CancelDeliveryIntent orderID=A-7189").lines
        #expect(lines.first == "01:00:00  app launched cold, in the background: its launch code ran first")
        let app = await run("app").lines
        #expect(app.first == "app: background", "perform printed \(lines); app printed \(app)")
    }

    @Test("an action reports what it did: returned, or the error it threw, as the app's own code words it")
    func actionOutcomes() async {
        // In this process the app's other tasks (its token forwarding) run beside the command, in no set order; a
        // worker runs them in turn (AppProcessTests).
        #expect(await run("app track order=B-2040").lines.contains(#"01:00:00  app track(order: "B-2040") returned"#))
        let failed = await run("server fail GET https://api.delivery.example.com/orders/:orderID offline", "app track order=B-2041").lines
        #expect(failed.contains { $0.hasPrefix(#"01:00:00  app track(order: "B-2041") threw: Error Domain=NSURLErrorDomain Code=-1009"#) }, "\(failed)")
    }
}
