import TapbenchCore

/// The next step of an exploring session, drawn from the app's surface and weighted towards what is on screen: taps,
/// toggles and holds on the controls `show` numbers, starts, `perform` with values of each parameter's type, URLs
/// of the app's routes and near misses, the clock around stale and the 8-hour end, pushes with the content state an
/// activity started with, the app's process, and the device's settings.
struct ExploreMoves: Sendable {
    let surface: ExploreSurface

    /// A command line for the REPL. Intents in `known` have broken a rule already, and are drawn less; starts in
    /// `tried` have run already, and a new one is preferred.
    /// `step` counts the session's steps, so that each push's timestamp is later than the one before.
    func next(on screen: ExploreScreen, step: Int = 0, known: Set<String> = [], tried: Set<String> = [], _ random: inout SplitMix64) -> String {
        let onScreen = screen.activities.sorted()
        // With nothing on screen, a start is the way in, as a person's session starts with the app.
        if onScreen.isEmpty || random.next(below: 10) < 2 {
            var line = start(&random)
            if tried.contains(line) { line = start(&random) }
            return line
        }
        if !screen.pushable.isEmpty, random.next(below: 12) == 0 { return push(on: screen, step: step, &random) }
        // An activity whose stale date is coming is most worth a look once it has passed.
        if !screen.goingStale.isEmpty, random.next(below: 4) == 0 { return "advance 16m" }
        // The activity started last, half the time: what just came on screen is what a person looks at.
        let number = screen.latest.flatMap { random.next(below: 2) == 0 ? $0 : nil } ?? onScreen[random.next(below: onScreen.count)]
        switch random.next(below: 20) {
        case 0..<7: return gesture(on: number, screen: screen, &random)
        case 7..<10: return perform(known: known, &random)
        case 10..<12: return ["advance 1m", "advance 6m", "advance 16m", "advance 1h", "advance 8h"][random.next(below: 5)]
        case 12..<14: return open(&random)
        case 14: return ["app background", "app launch", "app terminate"][random.next(below: 3)]
        case 15: return ["set locked on", "set locked off", "set other-app on", "set other-app off"][random.next(below: 4)]
        case 16: return "end \(number)"
        default: return "update \(number) --stale +\([1, 5, 15][random.next(below: 3)])m"
        }
    }

    /// An update or end push to an activity with a push token, its content state as the app encoded it; now and then
    /// with a timestamp older than any before, or a stale or dismissal date, which iOS reads as it comes.
    private func push(on screen: ExploreScreen, step: Int, _ random: inout SplitMix64) -> String {
        let numbers = screen.pushable.keys.sorted()
        let number = numbers[random.next(below: numbers.count)]
        let state = screen.pushable[number]?.jsonText ?? "{}"
        let timestamp = random.next(below: 6) == 0 ? 1 : Self.firstTimestamp + 60 * step
        let event = random.next(below: 6) == 0 ? "end" : "update"
        let dates = ["", #","stale-date":\#(timestamp + 300)"#, #","dismissal-date":\#(timestamp + 60)"#][random.next(below: 3)]
        return #"push {"aps":{"timestamp":\#(timestamp),"event":"\#(event)","content-state":\#(state)\#(dates)}} --token #\#(number) --priority 5"#
    }

    /// The device's start, 2026-04-25T01:00:00Z, in seconds since 1970: pushes are stamped from there on.
    private static let firstTimestamp = 1_777_078_800

    private func start(_ random: inout SplitMix64) -> String {
        guard !surface.types.isEmpty else { return "list" }
        let type = surface.types[random.next(below: surface.types.count)]
        var line = "start \(type.name)"
        if !type.stringFields.isEmpty, random.next(below: 2) == 0 {
            let field = type.stringFields[random.next(below: type.stringFields.count)]
            let values = ExploreSurface.strings.filter { !$0.isEmpty }
            line += " \(field)=\(ExploreSurface.quoted(values[random.next(below: values.count)]))"
        }
        if random.next(below: 3) == 0 { line += " --stale +\([1, 5, 15][random.next(below: 3)])m" }
        if random.next(below: 3) == 0 { line += " --push token" }
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

    private func perform(known: Set<String>, _ random: inout SplitMix64) -> String {
        guard !surface.intents.isEmpty else { return "list" }
        var intent = surface.intents[random.next(below: surface.intents.count)]
        // What already broke a rule is drawn again seldom: the steps go where nothing has broken yet.
        for _ in 0..<3 where known.contains(intent.name) {
            intent = surface.intents[random.next(below: surface.intents.count)]
        }
        let values = intent.parameters.filter { $0.isRequired || random.next(below: 2) == 0 }.map { parameter in
            "\(parameter.name)=\(ExploreSurface.value(for: parameter, &random))"
        }
        return (["perform", intent.name] + values).joined(separator: " ")
    }

    private func open(_ random: inout SplitMix64) -> String {
        guard !surface.routes.isEmpty else { return "list" }
        return "open " + ExploreSurface.url(for: surface.routes[random.next(below: surface.routes.count)], &random)
    }
}
