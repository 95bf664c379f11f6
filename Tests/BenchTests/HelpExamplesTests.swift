import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import Testing

/// `help COMMAND`'s examples speak of the app on the bench: its types, fields, intents, controls and routes.
@Suite("Help examples of the app on the bench")
struct HelpExamplesTests {
    /// The commands whose examples name the app's things.
    static let appCommands = ["start", "update", "end", "tap", "toggle", "push", "types", "intents", "perform", "intent", "open", "route", "server", "record"]

    /// Each command's examples, as `help COMMAND` lists them.
    static func examples(of commands: [String], in session: Session) async -> [String: [String]] {
        var examples: [String: [String]] = [:]
        for name in commands {
            let page = await session.execute("help \(name)").lines
            examples[name] = page.drop { $0 != "examples:" }.dropFirst().map { String($0.dropFirst("  tapbench> ".count)) }
        }
        return examples
    }

    /// Every command's name, as `help` lists them.
    static func commandNames(in session: Session) async -> [String] {
        (await session.execute("help")).lines.compactMap { line -> String? in
            guard line.hasPrefix("  ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    @Test("on the sample app, the examples name its first type, its Cancel button and Paused toggle, its intents and its routes")
    func sampleAppExamples() async {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        let examples = await Self.examples(of: Self.appCommands, in: session)
        #expect(
            examples == [
                "start": ["start Delivery --stale +15m", "start Delivery orderNumber=A-7189 --state step=onTheWay etaSeconds=900 --relevance 100"],
                "update": ["update 1 step=onTheWay etaSeconds=900", #"update 1 step=arriving --relevance 100 --alert "Almost there" "2 minutes away""#],
                "end": ["end 1 step=delivered --dismissal +15m", "end 1 --dismissal immediate"],
                "tap": ["tap 1", "tap 1 expanded Cancel"],
                "toggle": ["toggle 2 lock Paused", "toggle 2 expanded 1 on"],
                "push": [
                    #"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":900,"driverLocation":"Restaurant","progress":0.1}}}"#,
                    #"push {"aps":{"timestamp":1777080000,"event":"end","content-state":{"step":"delivered","etaSeconds":1800,"driverLocation":"Restaurant","progress":0.1}}} --priority 5"#,
                ],
                "types": ["types", "start Ride riderName=Jordan --state status=inProgress distanceRemaining=0.5"],
                "intents": ["intents", "perform CancelDeliveryIntent orderID=A-7189"],
                "perform": ["perform CancelDeliveryIntent orderID=A-7189", "perform StartDeliveryIntent orderNumber=A-7189"],
                "intent": ["intent define Slow do sleep 1500ms", "intent define SetStep step:String do update step=$step; sleep 300ms"],
                "open": ["open delivery://order/A-7189", "open https://delivery.example.com/orders/A-7189"],
                "route": ["route test delivery://order/A-7189", "route add delivery://order/:orderNumber/details OrderDetailsScreen"],
                "server": [
                    #"server stub POST https://api.delivery.example.com/orders/:orderID/cancel 409 {"error": "conflict"} --latency 1200ms"#, "server log",
                ],
                "record": [
                    #"record start Transcripts/my-flow.md --title "Cancel from the island""#,
                    "record note The server is slow today, and the button must still answer within a second.",
                ],
            ])
    }

    @Test("on another app, every command's two examples run and name none of the sample app's words")
    func anotherAppsExamplesRun() async throws {
        let catalog = try PizzaApp.catalog()
        let probe = Session(app: { _ in catalog })
        let names = await Self.commandNames(in: probe)
        #expect(names.count == 27)
        let sampleWords = [
            "Delivery", "delivery", "Ride", "CancelDelivery", "orderNumber", "orderID", "A-7189", "B-2040", "T-311", "onTheWay", "step",
            "Takeout", "Workout", "Paused", "Cancel", "courier", "Restaurant",
        ]
        for (name, examples) in await Self.examples(of: names, in: probe).sorted(by: { $0.key < $1.key }) {
            #expect(examples.count == 2, "\(name)")
            for example in examples {
                #expect(sampleWords.filter(example.contains) == [], "\(name): \(example)")
                // `record` writes files, and `defaults` needs a worker's sandbox: WorkerStorageTests runs its examples there.
                guard !["quit", "exit"].contains(example), name != "record", name != "defaults" else { continue }
                let session = Session(app: { _ in catalog })
                _ = await session.execute("start Pizza --push token")
                let outcome = await session.execute(example)
                #expect(outcome.error == nil, "\(name): \(example): \(outcome.error?.message ?? "")")
            }
        }
    }

    @Test("on another app, the examples are made of its type, fields, intent, controls and route")
    func anotherAppsExamples() async throws {
        let catalog = try PizzaApp.catalog()
        let examples = await Self.examples(of: Self.appCommands, in: Session(app: { _ in catalog }))
        #expect(
            examples == [
                "start": ["start Pizza --stale +15m", "start Pizza ticket=P-42 --state stage=baking minutesLeft=10 --relevance 100"],
                "update": ["update 1 stage=baking minutesLeft=10", #"update 1 stage=boxed --relevance 100 --alert "Almost there" "2 minutes away""#],
                "end": ["end 1 stage=handedOver --dismissal +15m", "end 1 --dismissal immediate"],
                "tap": ["tap 1", "tap 1 expanded Serve"],
                "toggle": [#"toggle 1 lock "Keep warm""#, "toggle 1 expanded 2 on"],
                "push": [
                    #"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"stage":"baking","minutesLeft":10,"cook":"Mia Rossi","keepWarm":false}}}"#,
                    #"push {"aps":{"timestamp":1777080000,"event":"end","content-state":{"stage":"handedOver","minutesLeft":20,"cook":"Mia Rossi","keepWarm":false}}} --priority 5"#,
                ],
                "types": ["types", "start Pizza ticket=P-42 --state stage=baking minutesLeft=10"],
                "intents": ["intents", "perform ServePizzaIntent ticket=P-42"],
                "perform": ["perform ServePizzaIntent ticket=P-42", "perform ServePizza ticket=P-42"],
                "intent": ["intent define Slow do sleep 1500ms", "intent define SetStage stage:String do update stage=$stage; sleep 300ms"],
                "open": ["open pizza://ticket/P-42", "open pizza://ticket/P-42?source=widget"],
                "route": ["route test pizza://ticket/P-42", "route add pizza://ticket/:ticket/details TicketDetailsScreen"],
                "server": [#"server stub GET https://HOST/PATH 409 {"error": "conflict"} --latency 1200ms"#, "server log"],
                "record": [
                    #"record start Transcripts/my-flow.md --title "Serve from the island""#,
                    "record note The server is slow today, and the button must still answer within a second.",
                ],
            ])
    }

    @Test("an app with no types, intents, routes or controls gets placeholder forms, not made-up names")
    func placeholders() async {
        var catalog = AppCatalog(name: "Bare", bundleIdentifier: "com.example.bare")
        catalog.urlSchemes = ["bare"]
        let bare = catalog
        let examples = await Self.examples(of: Self.appCommands, in: Session(app: { _ in bare }))
        #expect(
            examples == [
                "start": ["start TYPE --stale +15m", "start TYPE k=v --state k=v --relevance 100"],
                "update": ["update 1 k=v", #"update 1 k=v --relevance 100 --alert "Almost there" "2 minutes away""#],
                "end": ["end 1 k=v --dismissal +15m", "end 1 --dismissal immediate"],
                "tap": ["tap 1", "tap 1 expanded ELEMENT"],
                "toggle": ["toggle 1 lock ELEMENT", "toggle 1 expanded ELEMENT on"],
                "push": [
                    #"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{…}}}"#,
                    #"push {"aps":{"timestamp":1777080000,"event":"end","content-state":{…}}} --priority 5"#,
                ],
                "types": ["types", "start TYPE k=v --state k=v"],
                "intents": ["intents", "perform INTENT [name=value ...]"],
                "perform": ["perform INTENT [name=value ...]", "perform INTENT"],
                "intent": ["intent define Slow do sleep 1500ms", #"intent define Failing do fail "the server is down""#],
                "open": ["open bare://HOST/PATH", "open https://HOST/PATH"],
                "route": ["route test bare://HOST/PATH", "route add bare://HOST/:name SCREEN"],
                "server": [#"server stub GET https://HOST/PATH 409 {"error": "conflict"} --latency 1200ms"#, "server log"],
                "record": [
                    #"record start Transcripts/my-flow.md --title "A first flow""#,
                    "record note The server is slow today, and the button must still answer within a second.",
                ],
            ])
    }
}
