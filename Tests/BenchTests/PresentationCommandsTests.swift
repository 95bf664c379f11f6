import TapbenchCommands
import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// `show`, `tap`, `toggle`, `hold`, `open`, `route` and `routes` at the REPL.
@Suite("Presentation commands")
struct PresentationCommandsTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    @Test("show ID PRESENTATION draws it within 80 columns, its controls numbered with their targets")
    func showExpanded() async {
        await run("start Delivery")
        let lines = await run("show 1 expanded").lines
        #expect(lines.first == "╭─ #1 Delivery · expanded ───────────────────────────────────────────────────╮")
        #expect(lines.contains("[1] Button \"Cancel\" → CancelDeliveryIntent(orderID: \"A-7189\")"))
        #expect(lines.contains("[2] Link \"Help\" → delivery://order/A-7189/help"))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("show ID draws every presentation; stale content is marked")
    func showAll() async {
        await run("start Delivery --stale +1m", "advance 2m")
        let lines = await run("show 1").lines
        for caption in ["#1 Delivery · Lock Screen · stale", "#1 Delivery · expanded · stale", "#1 Delivery · compact · stale", "#1 Delivery · minimal · stale", "#1 Delivery · StandBy · stale"] {
            #expect(lines.contains { $0.contains(caption) }, "\(caption)")
        }
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("show with no ID: who holds the island, then the Lock Screen list in relevance order")
    func showScreen() async {
        await run("start Delivery --relevance 10", "start Takeout --relevance 90", "app background", "set other-app on")
        let lines = await run("show").lines
        #expect(lines.first == "Dynamic Island: #2 minimal attached, another app detached")
        #expect(lines.contains("  ◯ another app: minimal, detached"))
        let lockScreen = lines.drop { !$0.hasPrefix("Lock Screen") }
        #expect(lockScreen.first == "Lock Screen: 2, most relevant first")
        #expect(lockScreen.firstIndex { $0.contains("#2 Takeout · Lock Screen") }! < lockScreen.firstIndex { $0.contains("#1 Delivery · Lock Screen") }!)
    }

    @Test("show and list say why the island is empty while the app is in the foreground, and name its holder once the app is not [WWDC23, \"Meet ActivityKit\"]")
    func islandInTheApp() async {
        await run("start Delivery")
        let reason = "empty while the app is in the foreground ('app background' shows its activities)"
        #expect(await run("show").lines.first == "Dynamic Island: \(reason)")
        #expect(await run("list").lines.suffix(2) == ["island: \(reason)", "lock screen: #1"])
        await run("app background")
        #expect(await run("show").lines.first == "Dynamic Island: #1 compact")
        #expect(await run("list").lines.suffix(2) == ["island: #1 compact", "lock screen: #1"])
    }

    @Test("show on a device without the island draws the latest alert's banner")
    func banner() async {
        await run("set device no-island", "start Delivery", "update 1 step=arriving --alert \"Almost there\"")
        #expect(await run("show").lines.first == "Banner (no Dynamic Island): the latest alert, \"Almost there\"")
    }

    @Test("tap, toggle and hold print what happened, one line each")
    func gestures() async {
        await run("start WorkoutTimer")
        #expect(await run("toggle 1 lock Paused").lines.prefix(2) == [
            "01:00:00  #1 toggled [1] Toggle \"Paused\" on the Lock Screen — shows on at once, then runs its intent",
            "01:00:00  PauseTimerIntent(value: true, workoutName: \"Intervals\") returned in 0ms — within the 1s budget",
        ])
        await run("app background")
        #expect(await run("hold 1").lines.first == "01:00:00  #1 long press on the compact presentation → the expanded presentation comes up")
        #expect(await run("tap 1 compact").lines.last == "01:00:00  opened workout://session/Intervals → WorkoutScreen via workout://session/:name (name=Intervals)")
    }

    @Test("route add, test and remove; route test lists candidates in rank order and explains misses")
    func routeCommands() async {
        #expect(await run("route add delivery://order/*/receipt ReceiptScreen").lines == ["added delivery://order/*/receipt → ReceiptScreen"])
        #expect(await run("route test delivery://order/A-7189/receipt").lines == [
            "01:00:00  route test delivery://order/A-7189/receipt → delivery://order/*/receipt → ReceiptScreen",
            "  1. delivery://order/*/receipt → ReceiptScreen",
        ])
        #expect(await run("route test delivery://order/A-7189/receipts").lines == [
            "01:00:00  route test delivery://order/A-7189/receipts: no match — segment 2: expected 'help', got 'receipts'",
            "  near delivery://order/:orderNumber/help: segment 2: expected 'help', got 'receipts'",
            "  near delivery://order/*/receipt: segment 2: expected 'receipt', got 'receipts'",
            "  near delivery://order/:orderNumber: extra segment 2 'receipts'",
        ])
        #expect(await run("route remove delivery://order/*/receipt").lines == ["removed delivery://order/*/receipt"])
        #expect(await run("routes --check").lines == ["no problems: 8 routes, 6 widgets checked"])
    }

    @Test("bad input for the presentation commands: one line, nothing changes")
    func badInput() async {
        await run("start Delivery")
        let cases: [(String, String)] = [
            ("tap 9", "no activity 9: activities are numbered 1 to 1 (see 'list')"),
            ("tap 1 expanded Tip", "the expanded presentation has no control 'Tip' — it has 1 Button \"Cancel\", 2 Link \"Help\" (see 'show')"),
            ("tap 1 expandd", "the Lock Screen presentation has no control 'expandd' — it has none; tap without an element to tap elsewhere — or did you mean the presentation 'expanded'?"),
            ("toggle 1 expanded Cancel", "Button \"Cancel\" is not a toggle — use tap for it"),
            ("hold 1 lock", "hold works on the compact or minimal presentation, not Lock Screen"),
            ("show 1 lok", "'lok' is not a presentation — did you mean 'lock'? (presentations: lock, expanded, compact, minimal, standby, small, carplay)"),
            ("route add order/:n", "'order/:n' is not a route pattern: missing scheme in 'order/:n' — write scheme://host/path, e.g. delivery://order/:orderNumber"),
            ("route add delivery://order/:orderNumber", "delivery://order/:orderNumber is already a route — remove it first"),
            ("route remove delivery://order/:orderNum", "no route delivery://order/:orderNum — did you mean 'delivery://order/:orderNumber'?"),
            ("route tset x", "unknown action 'tset' — did you mean 'test'? — usage: route add PATTERN [SCREEN] [--save] | route remove PATTERN | route clear | route test URL"),
            ("open", "missing URL — usage: open URL"),
        ]
        for (line, message) in cases {
            let before = (session.device.activities, session.device.catalog.routes.count)
            let outcome = await session.execute(line)
            #expect(outcome.error?.message == message, "\(line)")
            #expect(outcome.events.isEmpty, "\(line)")
            #expect(session.device.activities == before.0)
            #expect(session.device.catalog.routes.count == before.1)
        }
    }
}

/// `push` and `tokens` at the REPL.
@Suite("Push commands")
struct PushCommandsTests {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    @Test("bad payloads never crash and change nothing: malformed JSON with line and column, no aps, an unknown event")
    func badPayloads() async {
        _ = await session.execute("start Delivery --push token")
        let cases: [(String, String)] = [
            (#"push {"aps": {"event": "update",}}"#, "malformed JSON at line 1, column 28: expected a quoted key, found '}'"),
            (#"push {"alert": "hi"}"#, #"the payload has no "aps" dictionary (keys: alert)"#),
            (#"push {"aps": {"event": "refresh", "timestamp": 1777080000}}"#, #"aps.event must be start, update or end, not "refresh""#),
        ]
        for (line, reason) in cases {
            let before = session.device.activities
            let outcome = await session.execute(line)
            #expect(outcome.error == nil)
            #expect(outcome.events.map(\.name) == ["push.rejected"], "\(line)")
            #expect(outcome.events.first?.json["reason"] == .string(reason), "\(line)")
            #expect(session.device.activities == before)
        }
    }

    @Test("a file that does not exist is an error that says where it looked")
    func missingFile() async {
        let outcome = await session.execute("push payloads/none.json")
        #expect(outcome.error?.message.hasPrefix("no file 'payloads/none.json' (looked for ") == true)
        #expect(outcome.events.isEmpty)
    }

    @Test("--token takes #N, a type's name for its push-to-start token, or a prefix")
    func tokenForms() async throws {
        _ = await session.execute("start Delivery --push token")
        let token = try #require(session.device.activity(1)?.pushToken)
        let update = #"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"arriving","etaSeconds":60,"driverLocation":"Door","progress":0.9}}} --token "#
        #expect(await session.execute(update + "#1").events.first?.name == "push.accepted")
        #expect(await session.execute(update + String(token.prefix(8))).events.first?.name == "push.accepted")
        #expect(await session.execute(update + "Delivery").events.first?.json["code"] == "push-to-start-token")
        #expect(await session.execute(update + "#7").error?.message == "no activity 7: activities are numbered 1 to 1 (see 'list')")
    }

    @Test("tokens lists activity and push-to-start tokens, and each token the app sent its server, with the request; rotate replaces one")
    func tokens() async throws {
        let session = Session(seed: 77, app: { SampleApp.catalog(now: $0) })
        _ = await session.execute("start Delivery --push token")
        let token = try #require(session.device.activity(1)?.pushToken)
        let id = try #require(session.device.activity(1)?.id)
        let forwarding = "POST https://api.delivery.example.com/activities/\(id)/push-token"
        let lines = await session.execute("tokens").lines
        #expect(lines.contains("  #1 Delivery (active): \(token)"))
        #expect(lines.contains("  activity token \(token.prefix(8))… for #1 — request 3, \(forwarding) → 204"))
        #expect(lines.contains { $0.hasPrefix("  push-to-start token") && $0.contains("for DeliveryAttributes — request 1,") })
        let rotated = await session.execute("tokens rotate 1")
        #expect(rotated.events.map(\.name) == ["token.rotated", "server.request"])
        let newToken = try #require(session.device.activity(1)?.pushToken)
        let after = await session.execute("tokens").lines
        #expect(after.suffix(2) == [
            "  retired activity token \(token.prefix(8))… for #1 — request 3, \(forwarding) → 204",
            "  activity token \(newToken.prefix(8))… for #1 — request 4, \(forwarding) → 204",
        ])
        #expect(await session.execute("tokens rotate 2").error?.message == "no activity 2: activities are numbered 1 to 1 (see 'list')")
    }
}
