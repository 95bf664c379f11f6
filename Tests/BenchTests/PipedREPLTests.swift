import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// `printf '…' | tapbench --events -`: the built executable, scripted through a pipe, streams the events.
@Suite("Piped REPL with --events -")
struct PipedREPLTests {
    /// The `event` names of the JSON Lines on standard output, with the activity they concern.
    func events(_ script: String) async throws -> [JSONObject] {
        let result = try await TapbenchProcess.run(["--events", "-"], input: script)
        return try result.lines.map { line in try #require(try JSONParser.parse(line).objectValue, "\(line)") }
    }

    func names(_ events: [JSONObject]) -> [String] { events.compactMap { $0["event"]?.stringValue } }

    @Test("a failed command is a command.failed record, with the line and its error, and the stream goes on")
    func failedCommand() async throws {
        let events = try await events("frobnicate\nstart Delivery\n")
        #expect(events.first == JSONObject([
            ("event", "command.failed"), ("at", "2026-04-25T01:00:00.000Z"), ("command", "frobnicate"),
            ("error", "unknown command 'frobnicate' (try 'help')"),
        ]))
        try #require(names(events).dropFirst() == ["activity.started"])
    }

    @Test("every record is self-describing: dates always with milliseconds, the dismissal's kind named, and whose activity the island shows")
    func selfDescribing() async throws {
        let events = try await events("set other-app on\nstart Delivery\napp background\nend 1 --dismissal +1h\n")
        let islands = events.filter { $0["event"] == "island.changed" }
        #expect(islands.map { [$0["holder"], $0["heldBy"]] } == [[.null, "another app"], [1, "app"], [.null, "another app"]])
        let ended = try #require(events.first { $0["event"] == "activity.ended" })
        #expect(ended["dismissalPolicy"] == "2026-04-25T02:00:00.000Z")
        #expect(ended["dismissal"] == "after")
        #expect(events.allSatisfy { $0["at"]?.stringValue?.hasSuffix(".000Z") == true })
    }

    @Test("--stale +15m, then advance 16m, gives activity.stale at the stale date")
    func stale() async throws {
        let events = try await events("start Delivery --stale +15m\nadvance 16m\n")
        try #require(names(events) == ["activity.started", "activity.stale", "clock.advanced"])
        #expect(events[1]["at"] == "2026-04-25T01:15:00.000Z")
        #expect(events[1]["activity"] == 1)
    }

    @Test("advance 8h gives activity.ended, then 4 h more activity.dismissed")
    func eightAndFour() async throws {
        let events = try await events("start Delivery\nadvance 8h\nadvance 4h\n")
        let ended = try #require(events.first { $0["event"] == "activity.ended" })
        #expect(ended["source"] == "system")
        #expect(ended["at"] == "2026-04-25T09:00:00.000Z")
        let dismissed = try #require(events.first { $0["event"] == "activity.dismissed" })
        #expect(dismissed["at"] == "2026-04-25T13:00:00.000Z")
    }

    @Test("end --dismissal immediate gives activity.dismissed at once")
    func immediate() async throws {
        let events = try await events("start Delivery\nadvance 5m\nend 1 --dismissal immediate\n")
        try #require(names(events).suffix(2) == ["activity.ended", "activity.dismissed"])
        #expect(events.suffix(2).allSatisfy { $0["at"] == "2026-04-25T01:05:00.000Z" })
    }

    @Test("relevance 50 and 100: the second holds the Dynamic Island")
    func relevance() async throws {
        let events = try await events("start Delivery --relevance 50\nstart Delivery --relevance 100\napp background\n")
        let island = events.filter { $0["event"] == "island.changed" }.last
        #expect(island?["holder"] == 2)
        #expect(island?["presentation"] == "compact")
    }

    @Test("an update after the end is reported as ignored")
    func ignored() async throws {
        let events = try await events("start Delivery\nend 1\nupdate 1 step=arriving\n")
        #expect(events.last?["event"] == "activity.ignored")
        #expect(events.last?["action"] == "update")
    }

    @Test("a content state over 4 KB is rejected with attributesTooLarge")
    func tooLarge() async throws {
        let events = try await events("start Delivery --state driverLocation=\(String(repeating: "x", count: 4100))\n")
        try #require(names(events) == ["activity.rejected"])
        #expect(events[0]["error"] == "attributesTooLarge")
    }

    @Test("set live-activities off, then start, gives denied")
    func denied() async throws {
        let events = try await events("set live-activities off\nstart Delivery\n")
        try #require(names(events) == ["setting.changed", "activity.rejected"])
        #expect(events[1]["error"] == "denied")
    }

    @Test("start, then perform CancelDeliveryIntent: intent.performed within, then its updates from the intent, then the dismissal")
    func performCancel() async throws {
        let events = try await events("start Delivery\nperform CancelDeliveryIntent orderID=A-7189\n")
        try #require(names(events) == [
            "activity.started", "intent.performed", "server.request", "activity.updated", "activity.ended", "activity.dismissed",
        ])
        #expect(events[1]["verdict"] == "within")
        #expect(events[1]["intent"] == "CancelDeliveryIntent")
        #expect(events[1]["parameters"] == ["orderID": "A-7189"])
        #expect(events[2]["url"] == "https://api.delivery.example.com/orders/A-7189/cancel")
        #expect(events[2]["status"] == 200)
        #expect(events[2]["latencyMs"] == 120)
        #expect(events[2]["source"] == "intent")
        #expect(events[3]["source"] == "intent")
        #expect(events[4]["source"] == "intent")
    }

    @Test("a scripted intent that sleeps 1500 ms: verdict over, 1500 and 1000 in its event")
    func scriptedOverBudget() async throws {
        let events = try await events("intent define Slow do sleep 1500ms\nperform Slow\n")
        try #require(names(events) == ["intent.performed"])
        #expect(events[0]["verdict"] == "over")
        #expect(events[0]["elapsedMs"] == 1500)
        #expect(events[0]["budgetMs"] == 1000)
    }

    @Test("tap on a delivery's Lock Screen gives url.opened with the route and orderNumber")
    func tapLockScreen() async throws {
        let events = try await events("start Delivery\ntap 1 lock\n")
        try #require(names(events).suffix(2) == ["tap", "url.opened"])
        #expect(events.last?["route"] == "delivery://order/:orderNumber")
        #expect(events.last?["parameters"] == ["orderNumber": "A-7189"])
    }

    @Test("tap on the cancel button gives intent.performed, then the activity's end")
    func tapCancel() async throws {
        let events = try await events("start Delivery\ntap 1 expanded Cancel\n")
        try #require(names(events).suffix(6) == ["tap", "intent.performed", "server.request", "activity.updated", "activity.ended", "activity.dismissed"])
    }

    @Test("toggle gives the new value before intent.performed")
    func toggle() async throws {
        let events = try await events("start WorkoutTimer\ntoggle 1 lock Paused\n")
        try #require(names(events).suffix(3) == ["tap", "intent.performed", "activity.updated"])
        #expect(events[events.count - 3]["value"] == true)
    }

    @Test("a tap on a view with no URL gives continuation with NSUserActivityTypeLiveActivity")
    func continuation() async throws {
        let events = try await events("start Ride\ntap 1 lock\n")
        #expect(events.last?["event"] == "continuation")
        #expect(events.last?["activityType"] == "NSUserActivityTypeLiveActivity")
    }

    @Test("open of an unknown URL gives url.unmatched with a reason")
    func openUnknown() async throws {
        let events = try await events("open delivery://orders/A-7189\n")
        try #require(names(events) == ["url.unmatched"])
        #expect(events[0]["reason"] == "no routes for delivery://orders")
    }

    /// A payload file of `Transcripts/payloads/`, as an absolute path.
    func payload(_ name: String) -> String { Payloads.folder.appendingPathComponent("\(name).json").path }

    @Test("seed 002's update payload gives push.accepted and activity.updated from the push")
    func seedUpdate() async throws {
        let events = try await events("start Delivery --push token\npush \(payload("seed-002-delivery-update"))\n")
        try #require(names(events).suffix(3) == ["push.accepted", "activity.updated", "alert"])
        #expect(events[events.count - 2]["source"] == "push")
    }

    @Test("the same payload again with an older timestamp gives push.rejected saying so")
    func olderTimestamp() async throws {
        let older = #"{"aps":{"timestamp":1777079000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"2nd Avenue","progress":0.55}}}"#
        let events = try await events("start Delivery --push token\npush \(payload("seed-002-delivery-update"))\npush \(older)\n")
        #expect(events.last?["event"] == "push.rejected")
        #expect(events.last?["code"] == "stale-timestamp")
        #expect(events.last?["reason"]?.stringValue?.contains("is older than #1's last update") == true)
    }

    @Test("a renamed key gives push.rejected with the key's path")
    func renamedKey() async throws {
        let renamed = #"{"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","eta":720,"driverLocation":"x","progress":0.5}}}"#
        let events = try await events("start Delivery --push token\npush \(renamed)\n")
        #expect(events.last?["reason"]?.stringValue?.hasPrefix("content-state.etaSeconds: missing key 'etaSeconds'") == true)
    }

    @Test("a 5,000-byte payload gives push.rejected with its size")
    func oversized() async throws {
        let base = #"{"aps":{"timestamp":1777080000,"event":"update","pad":"PAD"}}"#
        let big = base.replacingOccurrences(of: "PAD", with: String(repeating: "x", count: 5000 - base.utf8.count + 3))
        #expect(big.utf8.count == 5000)
        let events = try await events("start Delivery --push token\npush \(big)\n")
        #expect(events.last?["reason"] == "the payload is 5000 bytes; a Live Activity's may be at most 4096")
    }

    @Test("a start payload creates an activity")
    func pushToStart() async throws {
        let events = try await events("push \(payload("delivery-start"))\n")
        try #require(names(events) == ["push.accepted", "activity.started", "alert", "server.request"])
        #expect(events[1]["source"] == "push")
        #expect(events[3]["url"]?.stringValue == "https://api.delivery.example.com/activities/\(events[1]["id"]?.stringValue ?? "")/push-token")
    }

    @Test("an end payload with a past dismissal-date gives activity.dismissed at once")
    func pastDismissal() async throws {
        let end = #"{"aps":{"timestamp":1777080000,"event":"end","dismissal-date":1777000000}}"#
        let events = try await events("start Delivery --push token\npush \(end)\n")
        try #require(names(events).suffix(3) == ["push.accepted", "activity.ended", "activity.dismissed"])
    }

    @Test("piped input gives clean output: no prompt, errors on standard error named by their line, exit 1 after a failed command")
    func cleanOutput() async throws {
        let result = try await TapbenchProcess.run(input: "start Delivery\nstrat\nlist\n")
        #expect(result.lines.first == "01:00:00  #1 Delivery started (active)")
        #expect(!result.standardOutput.contains("tapbench>"))
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardError == "error: line 2: unknown command 'strat' — did you mean 'start'?\n")
        #expect(result.status == 1)
        #expect(try await TapbenchProcess.run(input: "start Delivery\nlist\n").status == 0)
    }
}
