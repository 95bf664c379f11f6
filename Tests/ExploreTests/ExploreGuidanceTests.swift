@testable import Tapbench
import TapbenchCore
import TapbenchSampleApp
import Testing

/// How exploring aims its steps: pushes changed as servers get them wrong, the controls of every point in an
/// activity's life, and starts with every awkward value.
@Suite("Exploring's guidance")
struct ExploreGuidanceTests {
    static let surface = ExploreSurface(catalog: SampleApp.catalog())

    @Test("a delivery's state is changed in every field every way its type allows, and a padded string brings the payload to each size")
    func pushMutations() throws {
        let delivery = try #require(Self.surface.kind(named: "DeliveryAttributes"))
        let state = try #require(delivery.sampleState.objectValue)
        let variants = PushMutation.variants(of: state, schema: delivery.stateSchema, payloadBytes: 100)
        #expect(variants.map(\.name) == [
            "step: missing", "step: wrong type",
            "etaSeconds: missing", "etaSeconds: wrong type", "etaSeconds: edge -1", "etaSeconds: edge 0", "etaSeconds: edge 1000000000",
            "driverLocation: missing", "driverLocation: wrong type", "driverLocation: payload of 4000 bytes", "driverLocation: payload of 4096 bytes",
            "driverLocation: payload of 4100 bytes",
            "progress: missing", "progress: wrong type", "progress: edge -1", "progress: edge 0", "progress: edge 1000000000",
        ])
        for variant in variants where variant.name.hasPrefix("driverLocation: payload of ") {
            let size = Int(variant.name.split(separator: " ")[3])!
            #expect(100 + JSONValue.object(variant.state).jsonText.utf8.count == size, "\(variant.name)")
        }
        #expect(variants.first { $0.name == "etaSeconds: wrong type" }?.state["etaSeconds"] == "x")
        #expect(variants.first { $0.name == "step: wrong type" }?.state["step"] == 1)
        #expect(variants.first { $0.name == "step: missing" }?.state.keys == ["etaSeconds", "driverLocation", "progress"])
    }

    @Test("a Date sent as Unix seconds is its reference-date seconds plus 978,307,200")
    func unixSeconds() throws {
        let flight = try #require(Self.surface.kind(named: "DemoWidgetAttributes"))
        let state = try #require(flight.sampleState.objectValue)
        let variant = try #require(PushMutation.variants(of: state, schema: flight.stateSchema, payloadBytes: 0).first { $0.name.hasSuffix(": Unix seconds") })
        let field = String(variant.name.prefix { $0 != ":" })
        #expect(variant.state[field]?.doubleValue == state[field]!.doubleValue! + 978_307_200)
    }

    @Test("each control is gestured once for each type and point in its activity's life; a push, a stale date or a new activity brings the screen up again")
    func controlsByLifecycle() {
        var screen = ExploreScreen()
        let started = JSONObject([("event", "activity.started"), ("activity", 1), ("type", "WorkoutTimerAttributes"), ("activityState", "active")])
        var before = screen
        screen.observe([started])
        #expect(screen.changed(since: before, by: [started]) == [1])
        _ = screen.read(show: ["╭─ #1 WorkoutTimer · Lock Screen ──╮", "[1] Toggle \"Paused\" (off) →", "[2] Button \"Stop\" →"], of: 1)
        #expect(screen.gestures(on: 1).map(\.step) == ["toggle 1 lock 1", "tap 1 lock 2"])
        #expect(screen.gestures(on: 1).map(\.covers) == ["WorkoutTimerAttributes active lock 1", "WorkoutTimerAttributes active lock 2"])
        before = screen
        let stale = JSONObject([("event", "activity.stale"), ("activity", 1)])
        screen.observe([stale])
        #expect(screen.changed(since: before, by: [stale]) == [1])
        #expect(screen.gestures(on: 1).map(\.covers) == ["WorkoutTimerAttributes stale lock 1", "WorkoutTimerAttributes stale lock 2"])
        before = screen
        let pushed = [JSONObject([("event", "push.accepted")]), JSONObject([("event", "activity.updated"), ("activity", 1)])]
        screen.observe(pushed)
        #expect(screen.changed(since: before, by: pushed) == [1], "updated by a push, and active again")
        #expect(screen.changed(since: screen, by: [JSONObject([("event", "activity.updated"), ("activity", 1)])]).isEmpty, "an update by the app alone")
    }

    @Test("starts not made yet come first: within 150 starts every type has gone stale and every string field has met every awkward value (seed 0x57A7)")
    func startsCoverEveryValue() {
        var moves = ExploreMoves(surface: Self.surface)
        var random = SplitMix64(seed: 0x57A7)
        var made: Set<String> = []
        for _ in 0..<150 {
            let line = moves.next(on: ExploreScreen(), &random)
            made.insert(line.replacingOccurrences(of: " --push token", with: ""))
        }
        for type in Self.surface.types {
            #expect(made.contains("start \(type.name) --stale +5m"))
            for field in type.stringFields {
                for value in ExploreSurface.strings where !value.isEmpty {
                    #expect(made.contains("start \(type.name) \(field)=\(ExploreSurface.quoted(value))"))
                }
            }
        }
    }

    @Test("a push or a termination lands in an intent's run at its start, halfway and as it ends, the orders not tried first (seed 0x1A7E)")
    func interleavings() {
        var moves = ExploreMoves(surface: Self.surface)
        moves.observe([JSONObject([("event", "intent.performed"), ("intent", "CancelDeliveryIntent"), ("elapsedMs", 120)])])
        var screen = ExploreScreen()
        screen.observe([JSONObject([("event", "activity.started"), ("activity", 1), ("type", "DeliveryAttributes"), ("pushToken", "ab"), ("state", .object(JSONObject([("step", "x")])))])])
        var random = SplitMix64(seed: 0x1A7E)
        var landed: [String] = []
        for step in 0..<10000 {
            let line = moves.next(on: screen, step: step, &random)
            guard line.hasPrefix("perform CancelDeliveryIntent ") else { continue }
            if let at = line.range(of: " --push-at ") {
                let words = line[at.upperBound...].split(separator: " ", maxSplits: 1)
                landed.append("\(words[0]) \(words[1].contains(#""event":"end""#) ? "end" : "update")")
            } else if let at = line.range(of: " --terminate-at ") {
                landed.append("\(line[at.upperBound...]) terminate")
            }
        }
        let points = ["0ms", "60ms", "120ms"].flatMap { point in ["update", "end", "terminate"].map { "\(point) \($0)" } }
        #expect(Set(landed.prefix(9)) == Set(points), "\(landed)")
    }

    @Test("a tap lands in a run on a control show listed, and shrinking renumbers the activity inside it (seed 0x7A9)")
    func tapInTheRun() {
        var moves = ExploreMoves(surface: Self.surface)
        moves.observe([JSONObject([("event", "intent.performed"), ("intent", "CancelDeliveryIntent"), ("elapsedMs", 120)])])
        var screen = ExploreScreen()
        screen.observe([JSONObject([("event", "activity.started"), ("activity", 2), ("type", "DeliveryAttributes"), ("activityState", "active")])])
        _ = screen.read(show: ["╭─ #2 Delivery · Lock Screen ──╮", #"[1] Button "Cancel" → CancelDeliveryIntent(orderID: "A-7189")"#], of: 2)
        var random = SplitMix64(seed: 0x7A9)
        var landed: [String] = []
        for step in 0..<10000 {
            let line = moves.next(on: screen, step: step, &random)
            if line.hasPrefix("perform CancelDeliveryIntent "), let at = line.range(of: " --tap-at ") { landed.append(String(line[at.lowerBound...])) }
        }
        #expect(Set(landed.prefix(3)) == [#" --tap-at 0ms "tap 2 lock 1""#, #" --tap-at 60ms "tap 2 lock 1""#, #" --tap-at 120ms "tap 2 lock 1""#], "\(landed)")
        let step = #"perform CancelDeliveryIntent orderID=A-7189 --tap-at 60ms "tap 2 lock 1""#
        #expect(StepWords.renumbered(step, by: -1) == #"perform CancelDeliveryIntent orderID=A-7189 --tap-at 60ms "tap 1 lock 1""#)
        #expect(StepWords.end(of: 3, in: StepWords.split(step)) == 6, "the time and the gesture go with the option")
    }

    @Test("a run's requests are where it waits: something lands as each goes out, besides its start, middle and end")
    func requestsAreSuspensions() {
        var moves = ExploreMoves(surface: Self.surface)
        moves.observe([
            JSONObject([("event", "intent.performed"), ("at", "2026-04-25T01:00:00.000Z"), ("intent", "RefreshOrderIntent"), ("elapsedMs", 850)]),
            JSONObject([("event", "server.request"), ("at", "2026-04-25T01:00:00.000Z"), ("method", "GET"), ("url", "https://a.example/1"), ("latencyMs", 50)]),
            JSONObject([("event", "server.request"), ("at", "2026-04-25T01:00:00.450Z"), ("method", "GET"), ("url", "https://a.example/1"), ("latencyMs", 50)]),
            JSONObject([("event", "server.request"), ("at", "2026-04-25T01:00:00.800Z"), ("method", "POST"), ("url", "https://b.example/2"), ("latencyMs", 0)]),
        ])
        var screen = ExploreScreen()
        screen.observe([JSONObject([("event", "activity.started"), ("activity", 1), ("type", "DeliveryAttributes"), ("activityState", "active")])])
        var random = SplitMix64(seed: 0x5A5)
        var points: Set<String> = []
        for step in 0..<20000 {
            let line = moves.next(on: screen, step: step, &random)
            if line.hasPrefix("perform RefreshOrderIntent "), let at = line.range(of: " --terminate-at ") { points.insert(String(line[at.upperBound...])) }
        }
        #expect(points == ["0ms", "425ms", "450ms", "850ms"], "an answer that comes at once is no wait")
    }

    @Test("the clock's next edge is brought into an intent's run: an advance to half its run before the stale date, then the perform (seed 0xED6E)")
    func edgeInTheRun() {
        var moves = ExploreMoves(surface: Self.surface)
        moves.observe([JSONObject([("event", "intent.performed"), ("intent", "CancelDeliveryIntent"), ("elapsedMs", 120)])])
        var screen = ExploreScreen()
        screen.observe([JSONObject([
            ("event", "activity.started"), ("at", "2026-04-25T01:00:00.000Z"), ("activity", 1), ("type", "DeliveryAttributes"),
            ("activityState", "active"), ("staleDate", "2026-04-25T01:15:00.000Z"),
        ])])
        #expect(screen.nextEdge == Timestamp.parse("2026-04-25T01:15:00Z"))
        var random = SplitMix64(seed: 0xED6E)
        var landed: [String] = []
        for step in 0..<10000 {
            let line = moves.next(on: screen, step: step, &random)
            if moves.hasFollowUp {
                let next = moves.next(on: screen, step: step + 1, &random)
                #expect(line == "advance 14m59s940ms" && next.hasPrefix("perform CancelDeliveryIntent ") && !next.contains(" --"), "\(line); \(next)")
                landed.append("edge")
            } else if line.hasPrefix("perform CancelDeliveryIntent "), let at = line.range(of: " --") {
                landed.append(String(line[at.upperBound...].prefix(20)))
            }
        }
        // Without a push token, a termination at each of three points, or the edge: each once before any again.
        #expect(landed.count > 4 && Set(landed.prefix(4)) == ["edge", "terminate-at 0ms", "terminate-at 60ms", "terminate-at 120ms"], "\(landed)")
        screen.observe([JSONObject([("event", "activity.stale"), ("at", "2026-04-25T01:15:00.000Z"), ("activity", 1)])])
        #expect(screen.nextEdge == Timestamp.parse("2026-04-25T09:00:00Z"), "stale, it still has its eight-hour end to come")
    }

    @Test("the server's answers aim at the requests the app sent, in the order it sent them, each for one request")
    func serverAnswers() {
        var moves = ExploreMoves(surface: Self.surface)
        moves.observe([
            JSONObject([("event", "server.request"), ("method", "POST"), ("url", "https://api.delivery.example.com/orders/A-7189/cancel")]),
            JSONObject([("event", "server.request"), ("method", "GET"), ("url", "https://api.delivery.example.com/orders/A 1")]),
            JSONObject([("event", "server.request"), ("method", "POST"), ("url", "https://api.delivery.example.com/orders/A-7189/cancel")]),
        ])
        #expect(moves.requests == ["POST https://api.delivery.example.com/orders/A-7189/cancel"], "once each, and none with a space")
    }

    @Test("a push names its activity by number, and shrinking moves the number down as it does a tap's")
    func renumberedToken() {
        #expect(StepWords.renumbered(#"push {"aps":{"event":"update"}} --token #2 --priority 5"#, by: -1) == #"push {"aps":{"event":"update"}} --token #1 --priority 5"#)
        #expect(StepWords.renumbered("push x --token #1", by: -1) == "push x --token #1", "no lower than 1")
        #expect(StepWords.renumbered("tap 3 lock 1", by: -1) == "tap 2 lock 1")
    }

    @Test("a push landing in a run is one optional group of three words, as a stale date is one of two")
    func optionalGroups() {
        let words = StepWords.split(#"perform CancelDeliveryIntent orderID=A-7189 --push-at 60ms {"aps":{"event":"end","x":"a b"}} --stale +5m"#)
        #expect(words.count == 8)
        #expect(StepWords.end(of: 3, in: words) == 6)
        #expect(StepWords.end(of: 6, in: words) == 8)
        #expect(StepWords.end(of: 2, in: words) == 3)
    }

    @Test("a push of the state an activity started with is its own; one changed, or to another activity, is not")
    func ownState() {
        var screen = ExploreScreen()
        screen.observe([JSONObject([("event", "activity.started"), ("activity", 2), ("type", "DeliveryAttributes"), ("pushToken", "ab"), ("state", .object(JSONObject([("step", "x"), ("n", 1)])))])])
        #expect(screen.pushesOwnState(#"push {"aps":{"event":"update","content-state":{"step":"x","n":1}}} --token #2 --priority 5"#))
        #expect(!screen.pushesOwnState(#"push {"aps":{"event":"update","content-state":{"step":"x"}}} --token #2 --priority 5"#))
        #expect(!screen.pushesOwnState(#"push {"aps":{"event":"update","content-state":{"step":"x","n":1}}} --token #1"#))
        #expect(!screen.pushesOwnState("tap 2"))
    }
}
