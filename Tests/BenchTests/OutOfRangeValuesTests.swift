import TapbenchCommands
import TapbenchSampleApp
import Testing

/// Values a default `JSONDecoder` accepts but no clock or calendar can show, from QA, a push or the app's
/// own content, are shown as they are and never stop the bench.
@Suite("Values beyond what can be shown")
struct OutOfRangeValuesTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    static let farDelivery =
        #"{"aps":{"timestamp":1777080000,"stale-date":1e16,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#

    @Test("a Date decades past year 9999 shows as its raw seconds in updates, list and pictures")
    func farDates() async {
        #expect(
            await run("start DemoWidget --push token", "update 1 arrivalTime=1e16").lines == [
                "01:00:00  #1 updated: arrivalTime: 04:00:00 → Date(timeIntervalSinceReferenceDate: 1e+16)"
            ])
        #expect(
            await run(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"arrivalTime":1e20}}}"#).lines.last
                == "01:00:00  #1 updated: arrivalTime: Date(timeIntervalSinceReferenceDate: 1e+16) → Date(timeIntervalSinceReferenceDate: 1e+20) [push]")
        #expect(
            await run("start DemoWidget arrivalTime=1e300", "list").lines == [
                "#  type        state   relevance  stale at",
                "1  DemoWidget  active  0          -",
                "   arrivalTime=Date(timeIntervalSinceReferenceDate: 1e+20)",
                "2  DemoWidget  active  0          -",
                "   arrivalTime=Date(timeIntervalSinceReferenceDate: 1e+300)",
                "island: empty while the app is in the foreground (\'app background\' shows its activities)",
                "lock screen: #1, #2",
            ])
        #expect(await run("show 2 expanded").error == nil)
    }

    @Test("a push's stale date past year 9999 is applied and shown as its raw seconds; the clock runs on")
    func farStaleDate() async {
        #expect(
            await run("start Delivery --push token", "push \(Self.farDelivery)").lines.last
                == "01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720, driverLocation: Restaurant → x, progress: 0.1 → 0.5, stale-date: (none) → Date(timeIntervalSinceReferenceDate: 9.9999990216928e+15) [push]"
        )
        #expect(
            await run("advance 8h").lines == [
                "09:00:00  #1 ended by the system (the 8-hour limit); stays on the Lock Screen until 13:00:00 (default policy)",
                "09:00:00  clock 09:00:00 (+8h)",
            ])
    }

    @Test("the clock stops at the last time it can show, and says how far it may go")
    func endOfTime() async {
        #expect(await run("advance 2912328d22h59m59s999ms").lines == ["9999-12-31 23:59:59.999  clock 9999-12-31 23:59:59.999 (+2912328d22h59m59s999ms)"])
        #expect(
            await run("advance 1ms").error?.message
                == "the clock cannot pass 9999-12-31T23:59:59.999Z, the latest time the bench can show — from 9999-12-31T23:59:59.999Z, advance at most 0s")
    }

    @Test("an intent that sleeps past the last time the clock can show throws, and the clock stays")
    func sleepPastTheEnd() async {
        #expect(
            await run("intent define Forever do sleep 11574074d", "perform Forever").lines == [
                "01:00:00  Forever() threw after 0ms: the clock cannot pass 9999-12-31T23:59:59.999Z, the latest time the bench can show — from 2026-04-25T01:00:00Z, advance at most 2912328d22h59m59s999ms — within the 1s budget"
            ])
        #expect(await run("clock").lines == ["clock 2026-04-25T01:00:00Z"])
    }

    @Test("a budget of 106752 days, more nanoseconds than an Int64 holds, still runs an intent")
    func hugeBudget() async {
        #expect(
            await run("start Takeout", "set budget 106752d", "perform CheckInIntent orderNumber=1").lines == [
                #"01:00:00  CheckInIntent(orderNumber: "1") threw after 200ms: no takeout order 1 is waiting — within the 106752d budget"#,
                "01:00:00    app → POST https://api.delivery.example.com/takeout/1/check-in → 200 (stub 7, 200ms)",
            ])
    }

    /// Seed 000's Emoji Rangers view draws `Int(currentHealthLevel * 100)`; the sample holds it to 0…100.
    @Test("the sample app's own views draw a health level of 1e308 and a negative time left")
    func sampleViews() async {
        let adventure = await run("start Adventure currentHealthLevel=1e308", "show 1 lock")
        #expect(adventure.lines.dropFirst().first == "│ 🐳 Spouty                                                      Health 100% │")
        let workout = await run("start WorkoutTimer --state remainingSeconds=-5", "show 2 lock")
        #expect(workout.lines.dropFirst().first == "│ (figure.run) Intervals                                                0:00 │")
    }
}
