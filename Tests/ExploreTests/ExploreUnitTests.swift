@testable import Tapbench
import TapbenchCommands
import TapbenchCore
import Testing

/// The parts of exploring: shrinking, a step's words, reading the screen, and the rules.
@Suite("Exploring's parts")
struct ExploreUnitTests {
    @Test("ddmin keeps exactly the items a failure needs, in order, on 300 seeded random cases (seed 0xDD11)")
    func shrinkerFindsTheCause() async {
        var random = SplitMix64(seed: 0xDD11)
        for _ in 0..<300 {
            let count = random.next(below: 40) + 1
            let items = Array(0..<count)
            let needed = Set((0..<random.next(below: 4)).map { _ in random.next(below: count) })
            var calls = 0
            let kept = await StepShrinker.minimize(items) { subset in
                calls += 1
                return needed.isSubset(of: subset)
            }
            #expect(kept == needed.sorted(), "\(count) items, needing \(needed.sorted())")
            #expect(calls <= count * count + 2)
        }
    }

    @Test("values shrink to what the break needs: a string's characters, a number towards 0, a duration by halves")
    func valuesShrink() async {
        var runs = 0
        // Breaks while the order number has a slash, the ETA is over 100 and the clock passes a 5-minute stale date.
        let steps = await ValueShrinker.simplify([
            #"start Takeout orderNumber="T 3/11" --stale +5m"#, "advance 16m", "update 1 etaSeconds=1000000000", "perform CheckInIntent orderNumber=A-7189", "tap 1",
        ]) { steps in
            runs += 1
            let stale = steps[0].split(separator: " ").last.flatMap { DurationText.parse(String($0.dropFirst())) } ?? .zero
            let advanced = DurationText.parse(String(steps[1].split(separator: " ")[1])) ?? .zero
            let eta = Int(steps[2].split(separator: "=")[1]) ?? 0
            return steps[0].contains("/") && advanced >= stale && eta > 100 && steps[3].contains("=A")
        }
        #expect(steps == [
            "start Takeout orderNumber=/ --stale +1s", "advance 1s", "update 1 etaSeconds=119", "perform CheckInIntent orderNumber=A", "tap 1",
        ])
        #expect(runs < 80, "\(runs) runs")
    }

    @Test("a check may only look: the commands that show the device, never one that changes it")
    func checksOnlyLook() {
        for command in ["list", "show 1 lock", "tokens", "server log", "server log 3", "server list", "defaults", "defaults group.x", "app", "routes", "routes --check", "types", "intents"] {
            #expect(ExploreChecks.onlyLooks(command), "\(command)")
        }
        for command in ["tap 1", "tokens rotate 1", "server stub GET https://a.example 200", "defaults write", "defaults delete group.x", "app launch", "route add x", "advance 1m", "reset"] {
            #expect(!ExploreChecks.onlyLooks(command), "\(command)")
        }
    }

    @Test("a step's words keep a quoted value whole, and an option takes its value with it")
    func stepWords() {
        let words = StepWords.split(#"start Takeout restaurantName="Sushi Counter" --stale +5m"#)
        #expect(words == ["start", "Takeout", #"restaurantName="Sushi Counter""#, "--stale", "+5m"])
        #expect(StepWords.end(of: 2, in: words) == 3)
        #expect(StepWords.end(of: 3, in: words) == 5)
        #expect(StepWords.renumbered("tap 2 lock 1", by: -1) == "tap 1 lock 1")
        #expect(StepWords.renumbered("tap 1 lock", by: -1) == "tap 1 lock", "no activity below 1")
        #expect(StepWords.renumbered("advance 16m", by: -1) == "advance 16m")
        #expect(StepWords.renumbered("perform CheckInIntent orderNumber=2", by: -1) == "perform CheckInIntent orderNumber=2")
    }

    @Test("show's picture gives each presentation's controls, toggles marked, and each URL a tap follows")
    func readsTheScreen() {
        var screen = ExploreScreen()
        screen.observe([JSONObject([
            ("event", "activity.started"), ("activity", 1), ("staleDate", "2026-04-25T01:05:00.000Z"), ("pushToken", "35714a86"),
            ("state", .object(JSONObject([("step", "preparing")]))),
        ])])
        #expect(screen.pushable[1]?.jsonText == #"{"step":"preparing"}"#)
        let urls = screen.read(show: [
            "╭─ #1 Delivery · Lock Screen ─────╮",
            "tap elsewhere → widgetURL delivery://order/A-7189",
            "╭─ #1 Delivery · expanded ─────╮",
            #"[1] Button "Cancel" → CancelDeliveryIntent(orderID: "A-7189")"#,
            #"[2] Link "Help" → delivery://order/A-7189/help"#,
            #"[3] Toggle "Paused" (off) →"#,
            "tap elsewhere → widgetURL delivery://order/A-7189",
            "                          #1 Delivery · compact",
        ], of: 1)
        #expect(urls.map(\.url) == ["delivery://order/A-7189", "delivery://order/A-7189/help", "delivery://order/A-7189"])
        #expect(urls.map(\.tap) == ["tap 1 lock", "tap 1 expanded 2", "tap 1 expanded"])
        #expect(screen.controls[1]?["expanded"]?.map(\.isToggle) == [false, false, true])
        #expect(screen.controls[1]?["compact"] == [])
        #expect(screen.goingStale == [1] && screen.latest == 1)
        screen.observe([JSONObject([("event", "activity.stale"), ("activity", 1)]), JSONObject([("event", "activity.dismissed"), ("activity", 1)])])
        #expect(screen.activities.isEmpty && screen.goingStale.isEmpty && screen.latest == nil && screen.pushable.isEmpty)
    }

    @Test("each rule is told by its own outcome, and a URL a command opened by hand breaks none")
    func rules() {
        func outcome(_ lines: [String], _ records: [JSONObject], failures: [String] = []) -> CommandOutcome {
            var outcome = CommandOutcome(lines: lines)
            outcome.eventRecords = records
            outcome.failures = failures
            return outcome
        }
        let crash = "01:00:00  the app crashed during 'perform RefreshETAIntent orderID=Q': a trap"
        #expect(ExploreInvariant.broken(by: "perform RefreshETAIntent orderID=Q", outcome([crash], [], failures: [crash]), on: ExploreScreen())?.signature == "no-crash RefreshETAIntent")
        let over = JSONObject([("event", "intent.performed"), ("intent", "RecalculateRouteIntent"), ("verdict", "over"), ("outcome", "returned")])
        #expect(ExploreInvariant.broken(by: "perform RecalculateRouteIntent", outcome(["… over the 1s budget"], [over]), on: ExploreScreen())?.signature == "within-budget RecalculateRouteIntent")
        let threw = JSONObject([("event", "intent.performed"), ("intent", "PauseTimerIntent"), ("verdict", "within"), ("outcome", "threw")])
        #expect(ExploreInvariant.broken(by: "toggle 1 lock 1", outcome([], [threw]), on: ExploreScreen())?.signature == "controls-do-not-throw PauseTimerIntent")
        #expect(ExploreInvariant.broken(by: "perform PauseTimerIntent value=true workoutName=x", outcome([], [threw]), on: ExploreScreen()) == nil, "perform by hand may throw")
        let landing = #"perform CancelDeliveryIntent orderID=A-7189 --tap-at 60ms "tap 1 lock 1""#
        let returned = JSONObject([("event", "intent.performed"), ("intent", "CancelDeliveryIntent"), ("verdict", "within"), ("outcome", "returned")])
        let cancelThrew = JSONObject([("event", "intent.performed"), ("intent", "CancelDeliveryIntent"), ("verdict", "within"), ("outcome", "threw")])
        let landed = ExploreInvariant.broken(by: landing, outcome([], [returned, cancelThrew]), on: ExploreScreen())
        #expect(landed?.signature == "controls-do-not-throw CancelDeliveryIntent", "the landed tap's own intent threw")
        #expect(landed?.invariant.expected(for: landing) == ["...", "[..] returned [..]", "...", "[..] returned [..]", "..."], "both runs must return")
        #expect(ExploreInvariant.broken(by: landing, outcome([], [cancelThrew, returned]), on: ExploreScreen()) == nil, "the perform's own run may throw")
        let unmatched = JSONObject([("event", "url.unmatched"), ("url", "takeout://order/T/311")])
        #expect(ExploreInvariant.broken(by: "tap 1", outcome([], [unmatched]), on: ExploreScreen())?.signature == "links-route takeout://order")
        #expect(ExploreInvariant.broken(by: "open takeout://order/T/311", outcome([], [unmatched]), on: ExploreScreen()) == nil, "a near miss typed by hand is no fault")
        let undecodable = JSONObject([("event", "push.rejected"), ("code", "content-state"), ("reason", "content-state.step: missing key 'step'")])
        var screen = ExploreScreen()
        screen.observe([JSONObject([("event", "activity.started"), ("activity", 1), ("type", "DeliveryAttributes"), ("pushToken", "ab"), ("state", .object(JSONObject([("step", "x")])))])])
        let own = #"push {"aps":{"timestamp":1,"event":"update","content-state":{"step":"x"}}} --token #1 --priority 5"#
        #expect(ExploreInvariant.broken(by: own, outcome([], [undecodable]), on: screen)?.signature == "pushes-decode content-state.step")
        let changed = #"push {"aps":{"timestamp":1,"event":"update","content-state":{}}} --token #1 --priority 5"#
        #expect(ExploreInvariant.broken(by: changed, outcome([], [undecodable]), on: screen) == nil, "a state changed on purpose may be dropped")
        let old = JSONObject([("event", "push.rejected"), ("code", "stale-timestamp"), ("reason", "older")])
        #expect(ExploreInvariant.broken(by: own, outcome([], [old]), on: screen) == nil, "an old timestamp is iOS's to drop")
        let declared = JSONObject([("event", "invariant.broken"), ("invariant", "eta-not-negative"), ("message", "#1 shows an ETA of -1 seconds")])
        let line = "01:00:00  invariant eta-not-negative broken: #1 shows an ETA of -1 seconds (the order screen's contract)"
        let broken = ExploreInvariant.broken(by: own, outcome([line], [declared], failures: [line]), on: screen)
        #expect(broken?.signature == "invariant eta-not-negative" && broken?.detail == line)
    }
}
