import TapbenchCommands
import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// The first REPL's commands, run in-process through a session on the sample app.
@Suite("Session")
struct SessionTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })


    @Test("update prints each changed field as 'field: old → new'")
    func updatePrintsChanges() async {
        await run("start Delivery")
        let outcome = await run("update 1 step=onTheWay etaSeconds=720")
        #expect(outcome.lines == ["01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720"])
    }

    @Test("a delivery started with --stale +15m goes stale at 01:15 when the clock passes it")
    func staleAfterAdvance() async {
        await run("start Delivery --stale +15m")
        let outcome = await run("advance 16m")
        #expect(outcome.lines == ["01:15:00  #1 stale: its stale date 01:15:00 passed", "01:16:00  clock 01:16:00 (+16m)"])
    }

    @Test("advance 8h ends the activity; 4 hours later it is dismissed")
    func eightHoursThenFour() async {
        await run("start Delivery")
        #expect(await run("advance 8h").events.names == ["activity.ended", "clock.advanced"])
        #expect(await run("advance 4h").events.names == ["activity.dismissed", "clock.advanced"])
    }

    @Test("end --dismissal immediate dismisses at once")
    func endImmediate() async throws {
        await run("start Delivery")
        let outcome = await run("end 1 --dismissal immediate")
        try #require(outcome.events.names == ["activity.ended", "activity.dismissed"])
        #expect(outcome.lines[1] == "01:00:00  #1 dismissed: removed at the end")
    }

    @Test("with relevance 50 and 100, the second holds the Dynamic Island")
    func relevanceDecidesTheIsland() async {
        await run("start Delivery --relevance 50", "start Delivery orderNumber=B-2040 --relevance 100", "app background")
        let list = await run("list")
        #expect(list.lines.suffix(2) == ["island: #2 compact", "lock screen: #2, #1"])
    }

    @Test("an update after the end is reported as ignored")
    func updateAfterEnd() async {
        await run("start Delivery", "end 1")
        let outcome = await run("update 1 step=arriving")
        #expect(outcome.error == nil)
        #expect(outcome.lines == ["01:00:00  #1 update ignored: the activity has ended; an update after the end is ignored"])
    }

    @Test("a content state over 4 KB is rejected with attributesTooLarge")
    func oversizedState() async {
        let outcome = await run("start Delivery --state driverLocation=\(String(repeating: "x", count: 4100))")
        #expect(outcome.events.names == ["activity.rejected"])
        #expect(outcome.lines.first?.hasPrefix("01:00:00  Delivery rejected: attributesTooLarge — static and dynamic data are") == true)
    }

    @Test("set live-activities off, then start, gives denied")
    func switchedOff() async {
        await run("set live-activities off")
        let outcome = await run("start Delivery")
        #expect(
            outcome.lines == [
                "01:00:00  Delivery rejected: denied — Live Activities are switched off for the app (set live-activities on)"
            ])
    }

    @Test("start takes attributes, --state fields, dates as times and ranges as LOWER...UPPER")
    func startWithValues() async {
        await run("start Ride riderName=Sam --state status=driverArrived eta=now...+10m distanceRemaining=0.4")
        let ride = session.device.activity(1)
        #expect(ride?.attributes["riderName"] == "Sam")
        let start = Device.defaultStart.timeIntervalSinceReferenceDate
        #expect(ride?.content.state["eta"] == .array([.number(JSONNumber(start)), .number(JSONNumber(start + 600))]))
        #expect(ride?.content.state["status"] == "driverArrived")
    }

    @Test("a bare number for a String field stays a string; a quoted one too")
    func stringFieldsStayStrings() async {
        await run("start Delivery orderNumber=7189 restaurantName='Tonkotsu 2'")
        #expect(session.device.activity(1)?.attributes["orderNumber"] == "7189")
        #expect(session.device.activity(1)?.attributes["restaurantName"] == "Tonkotsu 2")
    }

    @Test("a scheduled start with --at and its --alert is pending until then, and alerts when it starts (Apple's documentation, \"request(attributes:content:pushType:style:alertConfiguration:start:)\")")
    func scheduledStart() async throws {
        let outcome = await run(#"start Delivery --at +1h --alert "Doors open" "Your table is ready""#)
        #expect(outcome.lines.first == "01:00:00  #1 Delivery started (pending), starts at 02:00:00")
        let start = await run("clock 02:00")
        try #require(start.events.names == ["activity.activated", "alert", "clock.advanced"])
        #expect(start.lines[1] == #"02:00:00  #1 alert "Doors open": "Your table is ready" — shown as expanded island"#)
    }

    @Test("update keeps the stale date unless --stale says otherwise; --stale none clears it")
    func staleDateKeptOrCleared() async {
        await run("start Delivery --stale +15m", "update 1 step=pickedUp")
        #expect(session.device.activity(1)?.content.staleDate == Device.defaultStart.addingTimeInterval(900))
        await run("update 1 --stale none")
        #expect(session.device.activity(1)?.content.staleDate == nil)
    }

    @Test("update with --alert records an alert configuration")
    func alertOption() async {
        await run("start Delivery")
        let outcome = await run(#"update 1 step=arriving --alert "Almost there" "2 minutes away" --sound default"#)
        #expect(outcome.lines.last == #"01:00:00  #1 alert "Almost there": "2 minutes away", sound default — shown as expanded island"#)
    }

    @Test("help lists commands by group; help CMD shows usage, options and examples")
    func help() async {
        let overview = await run("help")
        #expect(overview.lines.first == "Activities:")
        #expect(overview.lines.contains("  start   start a Live Activity, as the app would with Activity.request"))
        let page = await run("help update")
        #expect(page.lines.first == "usage: update ID [k=v ...] [--stale WHEN|none] [--relevance N] [--alert TITLE [BODY]] [--sound NAME]")
        #expect(page.lines.contains("examples:"))
    }

    @Test("reset starts over on a fresh device")
    func reset() async {
        await run("start Delivery", "advance 1h", "set device no-island")
        await run("reset")
        #expect(session.device.activities.isEmpty)
        #expect(session.device.now == Device.defaultStart)
        #expect(session.device.settings.hasDynamicIsland)
    }

    @Test("tokens lists the tokens the app sent its server the same way in 200 runs, though the app's launch tasks race the first command")
    func tokensAreDeterministic() async throws {
        var listings: Set<[String]> = []
        var session: Session?
        for _ in 0..<200 {
            let fresh = Session(seed: 9, app: { SampleApp.catalog(now: $0) })
            var lines = await fresh.execute("tokens").lines
            lines += await fresh.execute("start Delivery --push token").lines
            lines += await fresh.execute("tokens rotate 1").lines
            lines += await fresh.execute("tokens").lines
            listings.insert(lines)
            session = fresh
        }
        #expect(listings.count == 1)
        let device = try #require(session?.device)
        let token = try #require(device.activity(1)?.pushToken)
        let retired = try #require(device.retiredTokens.first?.key)
        let id = try #require(device.activity(1)?.id)
        let delivery = try #require(device.pushToStartToken(ofType: "DeliveryAttributes"))
        let ride = try #require(device.pushToStartToken(ofType: "RideAttributes"))
        let pushToStart = ["push-to-start:"] + device.catalog.activityTypes.map { "  \($0.name): \(device.pushToStartToken(ofType: $0.name) ?? "none")" }
        let forwarding = "POST https://api.delivery.example.com/activities/\(id)/push-token"
        let launch = [
            "server (the tokens the app sent in its requests):",
            "  push-to-start token \(delivery.prefix(8))… for DeliveryAttributes — request 1, POST https://api.delivery.example.com/push-to-start-tokens → 204",
            "  push-to-start token \(ride.prefix(8))… for RideAttributes — request 2, POST https://api.delivery.example.com/push-to-start-tokens → 204",
        ]
        #expect(listings.first == ["activities: none with a push token or channel (start one with --push token)"] + pushToStart + launch + [
            "01:00:00  #1 Delivery started (active), push token \(retired.prefix(8))…",
            "01:00:00  app → \(forwarding) → 204 (stub 2)",
            "01:00:00  #1 push token rotated: \(retired.prefix(8))… → \(token.prefix(8))…; the old one stops working",
            "01:00:00  app → \(forwarding) → 204 (stub 2)",
            "activities:",
            "  #1 Delivery (active): \(token)",
        ] + pushToStart + launch + [
            "  retired activity token \(retired.prefix(8))… for #1 — request 3, \(forwarding) → 204",
            "  activity token \(token.prefix(8))… for #1 — request 4, \(forwarding) → 204",
        ])
    }

    @Test("the shell's subcommands at the prompt say where they run")
    func shellSubcommandsAtThePrompt() async {
        #expect(await run("replay").error?.message == "unknown command 'replay' — 'replay' runs from a shell, not at the prompt: tapbench replay --help")
        #expect(await run("help doc").error?.message == "no command 'doc' — 'doc' runs from a shell, not at the prompt: tapbench doc --help")
    }

    @Test("hold on an iPhone without the Dynamic Island says there is no island")
    func holdWithoutIsland() async {
        await run("start Delivery", "set device no-island")
        #expect(await run("hold 1").error?.message == "this iPhone has no Dynamic Island, so there is nothing to long-press (set device dynamic-island)")
    }
}

@Suite("Help")
struct HelpTests {
    @Test("every command's help has its usage and two examples that run on the sample app")
    func everyCommandHasTwoWorkingExamples() async {
        let probe = Session(app: { SampleApp.catalog(now: $0) })
        let names = (await probe.execute("help")).lines.compactMap { line -> String? in
            guard line.hasPrefix("  ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        #expect(names.count == 27)
        for name in names {
            let page = await probe.execute("help \(name)").lines
            let examples = page.drop { $0 != "examples:" }.dropFirst().map { String($0.dropFirst("  tapbench> ".count)) }
            #expect(examples.count == 2, "\(name)")
            // `record` writes files, and `defaults` needs a worker's sandbox: WorkerStorageTests runs its examples there.
            for example in examples where !["quit", "exit"].contains(example) && name != "record" && name != "defaults" {
                let session = Session(app: { SampleApp.catalog(now: $0) })
                for setup in ["start Delivery --push token", "start WorkoutTimer", "start Takeout"] { _ = await session.execute(setup) }
                let outcome = await session.execute(example)
                #expect(outcome.error == nil, "\(name): \(example): \(outcome.error?.message ?? "")")
            }
        }
    }
}
