import Foundation
import TapbenchCore

/// The next step of an exploring session, drawn from the app's surface and weighted towards what is on screen: taps,
/// toggles and holds on the controls `show` numbers, starts, `perform` with values of each parameter's type, URLs
/// of the app's routes and near misses, the clock around stale and the 8-hour end, pushes with the content state an
/// activity started with and changed as servers get it wrong, push-to-start, pushes, terminations and the clock's
/// edges that land while an intent runs, the server's refusals and faults for the requests the app sent, the app's
/// process, and the device's settings.
struct ExploreMoves: Sendable {
    let surface: ExploreSurface
    /// The changes of content state already pushed, `DeliveryAttributes etaSeconds: edge -1`: one not yet tried
    /// is preferred, so that every field meets every change.
    private var mutationsTried: Set<String> = []
    /// How long each intent's last run took on the virtual clock, in milliseconds.
    private var runTimes: [String: Int] = [:]
    /// Where each intent's last run was seen to wait, in milliseconds into it: as each of its requests went out, the
    /// start of a suspension, where something can land while it runs.
    private var suspensions: [String: Set<Int>] = [:]
    /// The points and kinds of what already landed in each intent's run, `CancelDeliveryIntent 60 end`.
    private var interleavingsTried: Set<String> = []
    /// The `perform` that follows an `advance` which brings one of the clock's edges into its run.
    private var followUp: String?

    /// Whether the next step is a `perform` that must come straight after the step before.
    var hasFollowUp: Bool { followUp != nil }

    /// A new session starts on a fresh device, where a `perform` meant for the last one's clock has no edge to meet.
    mutating func beginSession() { followUp = nil }
    /// The starts already made, `start Takeout orderNumber="T 311"`: one not yet made is preferred, so that every
    /// string field meets every awkward value and every type goes stale.
    private var startsTried: Set<String> = []
    /// The requests the app has sent, `POST https://api.example.com/orders/A-7189/cancel`, in the order first seen:
    /// what a server's answer or fault can be aimed at.
    private(set) var requests: [String] = []

    init(surface: ExploreSurface) {
        self.surface = surface
    }

    /// A command line for the REPL. Intents in `known` have broken a rule already, and are drawn less. `step` counts
    /// the session's steps, so that each push's timestamp is later than the one before.
    mutating func next(on screen: ExploreScreen, step: Int = 0, known: Set<String> = [], _ random: inout SplitMix64) -> String {
        if let followUp {
            self.followUp = nil
            return followUp
        }
        let onScreen = screen.activities.sorted()
        // With nothing on screen, a start is the way in, as a person's session starts with the app.
        if onScreen.isEmpty || random.next(below: 10) < 2 { return start(&random) }
        // Pushes are how most Live Activities change, so an activity with a push token gets them often.
        if random.next(below: screen.pushable.isEmpty ? 12 : 5) == 0, let line = push(on: screen, step: step, &random) { return line }
        // An activity whose stale date is coming is most worth a look once it has passed.
        if !screen.goingStale.isEmpty, random.next(below: 4) == 0 { return "advance 16m" }
        // The activity started last, half the time: what just came on screen is what a person looks at.
        let number = screen.latest.flatMap { random.next(below: 2) == 0 ? $0 : nil } ?? onScreen[random.next(below: onScreen.count)]
        switch random.next(below: 20) {
        case 0..<7: return gesture(on: number, screen: screen, &random)
        case 7..<10: return perform(known: known, on: screen, step: step, &random)
        case 10..<12: return ["advance 1m", "advance 6m", "advance 16m", "advance 1h", "advance 8h"][random.next(below: 5)]
        case 12..<14: return open(&random)
        case 14: return ["app background", "app launch", "app terminate"][random.next(below: 3)]
        case 15: return Self.settings[random.next(below: Self.settings.count)]
        case 16: return "end \(number)"
        case 17 where !requests.isEmpty: return serverAnswer(&random)
        default: return "update \(number) --stale +\([1, 5, 15][random.next(below: 3)])m"
        }
    }

    /// Takes in the requests a step's events show the app sent, and how long each intent's run took.
    mutating func observe(_ records: [JSONObject]) {
        // A run's requests follow its verdict, until the next run's.
        var run: (intent: String, start: Date)?
        for record in records {
            if record["event"] == "intent.performed", let intent = record["intent"]?.stringValue {
                runTimes[intent] = record["elapsedMs"]?.doubleValue.map { Int($0) } ?? 0
                suspensions[intent] = []
                run = record["at"]?.stringValue.flatMap(Timestamp.parse).map { (intent, $0) }
            } else if record["event"] == "server.request", let run, let at = record["at"]?.stringValue.flatMap(Timestamp.parse),
                (record["latencyMs"]?.doubleValue ?? 0) > 0
            {
                suspensions[run.intent, default: []].insert(Int((at.timeIntervalSince(run.start) * 1000).rounded()))
            }
        }
        for record in records where record["event"] == "server.request" {
            guard let method = record["method"]?.stringValue, let url = record["url"]?.stringValue, !url.contains(where: \.isWhitespace) else { continue }
            let request = "\(method) \(url)"
            if !requests.contains(request) { requests.append(request) }
        }
    }

    /// An answer the app's server may give one of the requests it has seen, as QA ask "what if the server says 409?":
    /// a refusal, an error, or a network fault, for the next time the app sends it.
    private func serverAnswer(_ random: inout SplitMix64) -> String {
        let request = requests[random.next(below: requests.count)]
        switch random.next(below: 5) {
        case 0: return "server fail \(request) offline --times 1"
        case 1: return "server fail \(request) timeout --times 1"
        default: return "server stub \(request) \([409, 500, 503][random.next(below: 3)]) {\"error\":\"explore\"} --times 1"
        }
    }

    /// A push: now and then a push-to-start of a type, with the values `start` begins from; otherwise an update or end
    /// to an activity with a push token, its content state as the app encoded it or, two times in three, changed as
    /// servers get it wrong (`PushMutation`); now and then with a timestamp older than any before, or a stale or dismissal
    /// date, which iOS reads as it comes.
    private mutating func push(on screen: ExploreScreen, step: Int, _ random: inout SplitMix64) -> String? {
        let timestamp = Self.firstTimestamp + 60 * step
        let numbers = screen.pushable.keys.sorted()
        if numbers.isEmpty || random.next(below: 5) == 0 { return pushToStart(timestamp: timestamp, &random) }
        let number = numbers[random.next(below: numbers.count)]
        let started = screen.pushable[number] ?? .object(JSONObject())
        let stamp = random.next(below: 6) == 0 ? 1 : timestamp
        let event = random.next(below: 6) == 0 ? "end" : "update"
        let dates = ["", #","stale-date":\#(stamp + 300)"#, #","dismissal-date":\#(stamp + 60)"#][random.next(below: 3)]
        func payload(_ state: JSONValue) -> String {
            #"{"aps":{"timestamp":\#(stamp),"event":"\#(event)","content-state":\#(state.jsonText)\#(dates)}}"#
        }
        var state = started
        if random.next(below: 3) != 0, case .object(let object) = started, let kind = screen.types[number].flatMap(surface.kind(named:)) {
            let overhead = payload(.object(JSONObject())).utf8.count - 2
            let variants = PushMutation.variants(of: object, schema: kind.stateSchema, payloadBytes: overhead)
            let untried = variants.filter { !mutationsTried.contains("\(kind.typeName) \($0.name)") }
            let pool = untried.isEmpty ? variants : untried
            if !pool.isEmpty {
                let variant = pool[random.next(below: pool.count)]
                mutationsTried.insert("\(kind.typeName) \(variant.name)")
                state = .object(variant.state)
            }
        }
        return "push \(payload(state)) --token #\(number) --priority 5"
    }

    /// A push-to-start of one of the app's types, to its push-to-start token, with an alert, as iOS requires of one.
    private func pushToStart(timestamp: Int, _ random: inout SplitMix64) -> String? {
        guard !surface.types.isEmpty else { return nil }
        let kind = surface.types[random.next(below: surface.types.count)]
        return #"push {"aps":{"timestamp":\#(timestamp),"event":"start","attributes-type":"\#(kind.typeName)","attributes":\#(kind.sampleAttributes.jsonText),"#
            + #""content-state":\#(kind.sampleState.jsonText),"alert":{"title":"\#(kind.name)","body":"Started by a push"}}}"#
    }

    /// The device's settings a person changes while activities run: the lock, another app's activity, the always-on
    /// display, the app's Live Activities switch and its Info.plist's frequent updates.
    static let settings = [
        "set locked on", "set locked off", "set other-app on", "set other-app off", "set always-on on", "set always-on off",
        "set live-activities off", "set live-activities on", "set frequent-updates on", "set frequent-updates off",
    ]

    /// The device's start, 2026-04-25T01:00:00Z, in seconds since 1970: pushes are stamped from there on.
    private static let firstTimestamp = 1_777_078_800

    /// A start: two times in three one not made yet, of a type with an awkward value in a string field or with a stale
    /// date coming; otherwise any type, with such values now and then.
    private mutating func start(_ random: inout SplitMix64) -> String {
        guard !surface.types.isEmpty else { return "list" }
        let awkward = ExploreSurface.strings.filter { !$0.isEmpty }
        let untried = surface.types.flatMap { type in
            ["start \(type.name) --stale +5m"] + type.stringFields.flatMap { field in awkward.map { "start \(type.name) \(field)=\(ExploreSurface.quoted($0))" } }
        }.filter { !startsTried.contains($0) }
        var line: String
        if !untried.isEmpty, random.next(below: 3) != 0 {
            line = untried[random.next(below: untried.count)]
        } else {
            let type = surface.types[random.next(below: surface.types.count)]
            line = "start \(type.name)"
            if !type.stringFields.isEmpty, random.next(below: 2) == 0 {
                let field = type.stringFields[random.next(below: type.stringFields.count)]
                line += " \(field)=\(ExploreSurface.quoted(awkward[random.next(below: awkward.count)]))"
            }
            if random.next(below: 3) == 0 { line += " --stale +\([1, 5, 15][random.next(below: 3)])m" }
        }
        startsTried.insert(line)
        if random.next(below: 2) == 0 { line += " --push token" }
        return line
    }

    private func gesture(on number: Int, screen: ExploreScreen, _ random: inout SplitMix64) -> String {
        let presentations = screen.controls[number] ?? [:]
        let kinds = presentations.keys.sorted()
        guard !kinds.isEmpty, random.next(below: 5) != 0 else {
            return random.next(below: 2) == 0 ? "tap \(number)" : "hold \(number) compact"
        }
        // Mostly where there are controls to touch, as a person's finger goes to them.
        let withControls = kinds.filter { !(presentations[$0] ?? []).isEmpty }
        let choices = withControls.isEmpty || random.next(below: 4) == 0 ? kinds : withControls
        let kind = choices[random.next(below: choices.count)]
        let controls = presentations[kind] ?? []
        guard !controls.isEmpty, random.next(below: 4) != 0 else { return "tap \(number) \(kind)" }
        let element = random.next(below: controls.count)
        return "\(controls[element].isToggle ? "toggle" : "tap") \(number) \(kind) \(element + 1)"
    }

    /// A `perform` of an intent; a third of the time, with something that lands while it runs (`interleaving`).
    private mutating func perform(known: Set<String>, on screen: ExploreScreen, step: Int, _ random: inout SplitMix64) -> String {
        guard !surface.intents.isEmpty else { return "list" }
        var intent = surface.intents[random.next(below: surface.intents.count)]
        // What already broke a rule is drawn again seldom: the steps go where nothing has broken yet.
        for _ in 0..<3 where known.contains(intent.name) {
            intent = surface.intents[random.next(below: surface.intents.count)]
        }
        let values = intent.parameters.filter { $0.isRequired || random.next(below: 2) == 0 }.map { parameter in
            "\(parameter.name)=\(ExploreSurface.value(for: parameter, &random))"
        }
        let line = (["perform", intent.name] + values).joined(separator: " ")
        guard random.next(below: 3) == 0 else { return line }
        return interleaving(line, of: intent.name, on: screen, step: step, &random)
    }

    /// `line`, a `perform`, with something that lands at one of the points where a run of the intent was seen to
    /// wait: at its start, as each of its requests went out, halfway, or as it ends. An update or an end of the newest
    /// activity with a push token, its own content state (`--push-at D JSON`); a tap or toggle on a control `show`
    /// listed (`--tap-at D LINE`), as a person taps again while the intent waits; iOS's termination of the app
    /// (`--terminate-at D`); or, halfway, the clock's next edge (a stale date, the eight-hour end), for which this step
    /// is an `advance` that brings the edge into the run and the `perform` is the next. Orders not tried yet come
    /// first, so each is tried once.
    private mutating func interleaving(_ line: String, of intent: String, on screen: ExploreScreen, step: Int, _ random: inout SplitMix64) -> String {
        let elapsed = runTimes[intent] ?? 0
        let newest = screen.pushable.keys.max()
        let gestures = screen.activities.sorted().flatMap { screen.gestures(on: $0).map(\.step) }
        let kinds = (newest == nil ? [] : ["update", "end"]) + (gestures.isEmpty ? [] : ["tap"]) + ["terminate"]
        let points = Set([0, elapsed / 2, elapsed]).union(suspensions[intent] ?? []).sorted()
        var choices = points.flatMap { point in kinds.map { (point: point, kind: $0) } }
        let advance = screen.nextEdge.flatMap { edge in screen.now.map { edge.timeIntervalSince($0) * 1000 - Double(elapsed / 2) } }
        if elapsed > 1, let advance, advance >= 1 { choices.append((elapsed / 2, "edge")) }
        let untried = choices.filter { !interleavingsTried.contains("\(intent) \($0.point) \($0.kind)") }
        let pool = untried.isEmpty ? choices : untried
        let choice = pool[random.next(below: pool.count)]
        interleavingsTried.insert("\(intent) \(choice.point) \(choice.kind)")
        switch choice.kind {
        case "terminate":
            return line + " --terminate-at \(choice.point)ms"
        case "tap":
            return line + " --tap-at \(choice.point)ms \"\(gestures[random.next(below: gestures.count)])\""
        case "edge":
            followUp = line
            return "advance \(DurationText.format(.milliseconds(Int64(advance ?? 0))))"
        default:
            let state = newest.flatMap { screen.pushable[$0] } ?? .object(JSONObject())
            return line + #" --push-at \#(choice.point)ms {"aps":{"timestamp":\#(Self.firstTimestamp + 60 * step),"event":"\#(choice.kind)","content-state":\#(state.jsonText)}}"#
        }
    }

    private func open(_ random: inout SplitMix64) -> String {
        guard !surface.routes.isEmpty else { return "list" }
        return "open " + ExploreSurface.url(for: surface.routes[random.next(below: surface.routes.count)], &random)
    }
}
