import TapbenchCommands
import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// `intents`, `perform` and `intent define` at the REPL.
@Suite("Intent commands")
struct IntentCommandsTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    @Test("perform CancelDeliveryIntent prints the verdict, then what it did, indented under it")
    func performCancel() async {
        await run("start Delivery")
        let outcome = await run("perform CancelDeliveryIntent orderID=A-7189")
        #expect(outcome.lines == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") returned in 120ms — within the 1s budget",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.120    #1 updated: driverLocation: Restaurant → Cancelled [intent]",
            "01:00:00.120    #1 ended by an intent; dismissal immediate",
            "01:00:00.120    #1 dismissed: removed at the end",
        ])
    }

    @Test("a run's effects nest under its intent.performed by the run they belong to, not by where they fall: what happened outside the run in the same list stays level")
    func nestingIsData() async {
        await run("start Delivery")
        let performed = await run("perform CancelDeliveryIntent orderID=A-7189").events
        let outside = await run("start Delivery").events
        #expect(EventRenderer(day: Device.defaultStart).lines(Array(performed.prefix(3)) + outside + performed.dropFirst(3)) == [
            "01:00:00  CancelDeliveryIntent(orderID: \"A-7189\") returned in 120ms — within the 1s budget",
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)",
            "01:00:00.120    #1 updated: driverLocation: Restaurant → Cancelled [intent]",
            "01:00:00.120  #2 Delivery started (active)",
            "01:00:00.120    #1 ended by an intent; dismissal immediate",
            "01:00:00.120    #1 dismissed: removed at the end",
        ])
    }

    @Test("perform --cancel-after 0ms, a recorded Ctrl-C, cancels ContactCourierIntent's wait on the wall clock after the grace period")
    func recordedCancellation() async {
        let clock = TestWallClock()
        let session = Session(wallClock: clock, app: { SampleApp.catalog(now: $0) })
        let passing = Task {
            await clock.waitForAlarm(after: .milliseconds(100))
            clock.advance(by: .milliseconds(100))
        }
        let outcome = await session.execute("perform ContactCourierIntent orderID=A-7189 --cancel-after 0ms")
        await passing.value
        #expect(outcome.lines == [#"01:00:00  ContactCourierIntent(orderID: "A-7189") cancelled after 0ms"#])
        #expect(outcome.terminalLines == ["          wall time 100.0 ms"])
        clock.advance(by: .milliseconds(100))
    }

    @Test("intents lists each intent with its kind and parameters")
    func intentsList() async {
        let outcome = await run("intents")
        #expect(outcome.lines.prefix(2) == ["CancelDeliveryIntent — \"Cancel Delivery\" (LiveActivityIntent)", "  parameters: orderID: String"])
        #expect(outcome.lines.contains("PauseTimerIntent — \"Pause Timer\" (LiveActivityIntent, SetValueIntent)"))
    }

    @Test("the slow sample intent is over budget; set budget 2s makes it within")
    func slowIntent() async {
        await run("start Delivery")
        #expect(await run("perform RecalculateRoute orderID=A-7189").lines.first == "01:00:00  RecalculateRouteIntent(orderID: \"A-7189\") returned in 1s500ms — over the 1s budget")
        await run("set budget 2s")
        #expect(await run("perform RecalculateRoute orderID=A-7189").lines.first?.hasSuffix("within the 2s budget") == true)
    }

    @Test("a scripted intent that sleeps 1500 ms is over, with 1500 and 1000 in its event")
    func scriptedSleep() async {
        await run("intent define Slow do sleep 1500ms")
        let event = await run("perform Slow").events.first?.json
        #expect(event?["elapsedMs"] == 1500)
        #expect(event?["budgetMs"] == 1000)
        #expect(event?["verdict"] == "over")
    }

    @Test("scripted effects: update the only ongoing activity, $parameters, open, end, fail")
    func scriptedEffects() async {
        await run("start Delivery", "intent define Ship orderID:String minutes:Int do update step=onTheWay etaSeconds=$minutes; open delivery://order/$orderID; end --dismissal immediate")
        let outcome = await run("perform Ship orderID=A-7189 minutes=600")
        #expect(outcome.events.names == [
            "intent.performed", "activity.updated", "url.opened", "activity.ended", "activity.dismissed",
        ])
        #expect(outcome.events.first?.json["parameters"] == ["orderID": "A-7189", "minutes": 600])
        await run("intent define Closed do fail \"the kitchen is closed\"")
        #expect(await run("perform Closed").events.first?.json["error"] == "the kitchen is closed")
    }

    @Test("a scripted start from a plain LiveActivityIntent gets visibility; --kind starting may start")
    func scriptedStart() async {
        await run("intent define Plain do start Delivery orderNumber=Z-1", "intent define Starter --kind starting do start Delivery orderNumber=Z-2")
        let plain = await run("perform Plain")
        #expect(plain.events.names == ["intent.performed", "activity.rejected"])
        #expect(plain.events.last?.json["error"] == "visibility")
        let starter = await run("perform Starter")
        #expect(starter.events.names == ["intent.performed", "activity.started"])
    }

    @Test("bad input for perform and intent define: one line each, nothing changes")
    func badInput() async {
        await run("start Delivery")
        let cases: [(String, String)] = [
            ("perform CancelDelivry orderID=A-7189", "unknown intent 'CancelDelivry' — did you mean 'CancelDelivery'? (see 'intents')"),
            ("perform CancelDeliveryIntent", "CancelDeliveryIntent needs orderID (Order ID, a String) — add orderID=…"),
            ("perform CancelDeliveryIntent orderId=A", "CancelDeliveryIntent has no parameter 'orderId' — did you mean 'orderID'? (it takes orderID)"),
            ("perform StartDeliveryIntent orderNumber=B items=two", "StartDeliveryIntent.items is an Int: 'two' is not one — write a whole number such as 3"),
            ("intent define", "missing NAME — usage: intent define NAME [p:Type ...] [--kind live|starting|plain] do EFFECT; EFFECT..."),
            ("intent define X sleep 1s", "missing 'do' before the effects — usage: intent define NAME [p:Type ...] [--kind live|starting|plain] do EFFECT; EFFECT..."),
            ("intent define X do", "no effects after 'do' — effects: update, end, sleep, fail, open, start"),
            ("intent define X do updat step=x", "unknown effect 'updat' — did you mean 'update'? (effects: update, end, sleep, fail, open, start)"),
            ("intent define X do update stpe=x", "no activity type has a field 'stpe' — did you mean 'step'?"),
            ("intent define X n:Strng do sleep 1s", "unknown parameter type 'Strng' — did you mean 'String'? (types: String, Int, Double, Bool, Date, URL)"),
            ("intent define X do sleep soon", "sleep takes one duration — write 500ms, 90s, 15m, 2h or 1h30m"),
            ("intent define X do fail \"$why\"", "'$why' is not a parameter of this intent"),
            ("intent define CancelDeliveryIntent do sleep 1s", "CancelDeliveryIntent is the app's own intent — pick another name"),
            ("intent define X --kind fast do sleep 1s", "'fast' is not a kind — write live, starting or plain"),
            ("intent remove CancelDeliveryIntent", "no scripted intent 'CancelDeliveryIntent' (scripted: none)"),
        ]
        for (line, message) in cases {
            let before = session.device.activities
            let outcome = await session.execute(line)
            #expect(outcome.error?.message == message, "\(line)")
            #expect(outcome.events.isEmpty)
            #expect(session.device.activities == before)
        }
        #expect(session.device.catalog.intents.allSatisfy { !$0.isScripted })
    }
}
