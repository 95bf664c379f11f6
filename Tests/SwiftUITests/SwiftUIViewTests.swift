import Foundation
import SwiftUI
import TapbenchCommands
import TapbenchCore
import TapbenchTestSupport
import Testing
import WidgetKit

/// Widgets written with SwiftUI's shapes, colours, images and views, as Xcode's Live Activity template and
/// Apple's documentation write them, evaluated and drawn as text.
@Suite("SwiftUI views")
struct SwiftUIViewTests {
    let device: Device

    init() throws {
        var catalog = AppCatalog(name: "Charging", bundleIdentifier: "com.example.charging")
        catalog.register(
            try ActivityType(
                ChargingAttributes.self, preview: ChargingAttributes(stationName: "Harbor Garage"),
                previewState: .init(percent: 42, minutesLeft: 35, connectors: ["CCS", "Type 2"])))
        catalog.register(presentations: PresentationSet(ChargingLiveActivity())!)
        try catalog.register(route: "charging://session", screen: "SessionScreen")
        device = Device(app: catalog)
        let type = catalog.activityType(named: "Charging")!
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))
        _ = device.takeEvents()
    }

    func draw(_ kind: PresentationKind) throws -> [String] {
        let drawing = PresentationDrawing(now: device.now, width: 60) { _ in "00:00:00" }
        return drawing.draw(try device.presentations(of: 1), kind: kind, title: "#1 Charging", isStale: false)
    }

    /// One view drawn as a Lock Screen of its own.
    func draw<V: View>(_ view: V) -> [String] {
        let presentations = ActivityPresentations(
            lockScreen: view._evaluated, expanded: [], compactLeading: .empty, compactTrailing: .empty, minimal: .empty, islandWidgetURL: nil)
        return PresentationDrawing(now: device.now, width: 60) { _ in "00:00:00" }.draw(presentations, kind: .lock, title: "#1 View", isStale: false)
    }

    @Test("the Lock Screen draws the label, the gauge's current value, the text over a shape, each ForEach row and the Button(action:)")
    func lockScreen() throws {
        #expect(
            try draw(.lock) == [
                "╭─ #1 Charging · Lock Screen ──────────────────────────────╮",
                "│ (StationLogo) Harbor Garage          42%                 │",
                "│                                      ━━━━━━───────── 42% │",
                "│ 35 min left                                              │",
                "│ CCS Type 2                                               │",
                "│ [1] (stop.fill) Stop                                     │",
                "╰──────────────────────────────────────────────────────────╯",
                "[1] Button \"Stop\" →",
                "    nothing: Button(action:) runs no code in a Live Activity",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }

    @Test("the expanded presentation draws ViewThatFits's first child, what a GeometryReader holds, and a Group's views spread out")
    func expanded() throws {
        #expect(
            try draw(.expanded) == [
                "╭─ #1 Charging · expanded ─────────────────────────────────╮",
                "│ (bolt.car.fill)                          35 minutes left │",
                "│ Bay 1                                                    │",
                "│ Bay 2                                                    │",
                "│ [1] Refresh                                              │",
                "╰──────────────────────────────────────────────────────────╯",
                "[1] Button \"Refresh\" →",
                "    nothing: Button(action:) runs no code in a Live Activity",
                "tap elsewhere → widgetURL charging://session",
            ])
    }

    @Test("compact and minimal draw the symbol and the words over shapes, and nothing for the shapes")
    func compactAndMinimal() throws {
        #expect(
            try draw(.compact) == [
                "                   #1 Charging · compact",
                "        ╭──────────────────────────────────────────╮",
                "        │ (bolt.car)        ●●●                42% │",
                "        ╰──────────────────────────────────────────╯",
                "tap elsewhere → widgetURL charging://session",
            ])
        #expect(
            try draw(.minimal) == [
                "                   #1 Charging · minimal",
                "                          ╭─────╮",
                "                          │ 42  │",
                "                          ╰─────╯",
                "tap elsewhere → widgetURL charging://session",
            ])
    }

    @Test("an Identifiable ForEach, a label with a shape for icon, a gauge's label, an asset label; shapes, colours and materials draw nothing")
    func views() {
        let connectors = [Connector(id: 1, name: "CCS"), Connector(id: 2, name: "Type 2")]
        #expect(
            draw(ConnectorList(connectors: connectors)) == [
                "╭─ #1 View · Lock Screen ──────────────────────────────────╮",
                "│ CCS                                                      │",
                "│ Type 2                                                   │",
                "│ Queue                                                    │",
                "│ ━━━━━━━━━━━━━─────────────────────────────────────── 25% │",
                "│ (StoreIcon) Pickup                                       │",
                "│ Fast charging                                            │",
                "╰──────────────────────────────────────────────────────────╯",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }

    @Test("tapping a Button(action:) on the Lock Screen runs nothing and says so [Adding interactivity to widgets and Live Activities]")
    func tapActionButton() async throws {
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .lock, target: .label("Stop"))
        #expect(
            device.takeEvents().jsonLines == [
                "{\"event\":\"tap\",\"at\":\"2026-04-25T01:00:00.000Z\",\"activity\":1,\"presentation\":\"lock\",\"gesture\":\"tap\",\"element\":\"Button \\\"Stop\\\"\",\"number\":1,\"action\":\"nothing\",\"reason\":\"Button(action:) runs no code in a Live Activity: only Button(intent:) runs anything (Apple's documentation, \\\"Adding interactivity to widgets and Live Activities\\\")\"}",
            ])
    }

    @Test("tapping a Button(action:) in the expanded presentation runs nothing either [Adding interactivity to widgets and Live Activities]")
    func tapActionButtonExpanded() async throws {
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .expanded, target: .label("Refresh"))
        #expect(
            device.takeEvents().jsonLines == [
                "{\"event\":\"tap\",\"at\":\"2026-04-25T01:00:00.000Z\",\"activity\":1,\"presentation\":\"expanded\",\"gesture\":\"tap\",\"element\":\"Button \\\"Refresh\\\"\",\"number\":1,\"action\":\"nothing\",\"reason\":\"Button(action:) runs no code in a Live Activity: only Button(intent:) runs anything (Apple's documentation, \\\"Adding interactivity to widgets and Live Activities\\\")\"}",
            ])
    }

    @Test("routes --check lists every Button(action:) [Adding interactivity to widgets and Live Activities]")
    func routesCheck() {
        #expect(
            PresentationCheck.problems(in: device.catalog, now: device.now) == [
                "ChargingLiveActivity Lock Screen: Button \"Stop\" is a Button(action:), which does nothing in a Live Activity; use Button(intent:) with a LiveActivityIntent (Apple's documentation, \"Adding interactivity to widgets and Live Activities\")",
                "ChargingLiveActivity expanded: Button \"Refresh\" is a Button(action:), which does nothing in a Live Activity; use Button(intent:) with a LiveActivityIntent (Apple's documentation, \"Adding interactivity to widgets and Live Activities\")",
            ])
    }
}

extension SwiftUIViewTests {
    @Test("the REPL's line for a Button(action:) tap says iOS runs nothing [Adding interactivity to widgets and Live Activities]")
    func tapLine() async throws {
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .lock, target: .number(1))
        #expect(
            EventRenderer(day: device.now).lines(device.takeEvents()) == [
                "01:00:00  #1 tapped [1] Button \"Stop\" on the Lock Screen → Button(action:) runs no code in a Live Activity: only Button(intent:) runs anything (Apple's documentation, \"Adding interactivity to widgets and Live Activities\")"
            ])
    }

    @Test("a Button(action:) in the compact presentation is a tap on the presentation, like any button there, and the legend says buttons do not work there [000, 003]")
    func compactActionButton() async throws {
        var catalog = AppCatalog(name: "Charging", bundleIdentifier: "com.example.charging")
        catalog.register(
            try ActivityType(
                ChargingAttributes.self, preview: ChargingAttributes(stationName: "Harbor Garage"),
                previewState: .init(percent: 42, minutesLeft: 35, connectors: [])))
        catalog.register(presentations: PresentationSet(CompactButtonActivity())!)
        let device = Device(app: catalog)
        let type = catalog.activityType(named: "Charging")!
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))
        _ = device.takeEvents()
        let drawing = PresentationDrawing(now: device.now, width: 60) { _ in "00:00:00" }
        #expect(
            drawing.draw(try device.presentations(of: 1), kind: .compact, title: "#1 Charging", isStale: false) == [
                "                   #1 Charging · compact",
                "        ╭──────────────────────────────────────────╮",
                "        │ [1] (stop.fill)   ●●●                42% │",
                "        ╰──────────────────────────────────────────╯",
                "[1] Button \"stop.fill\" →",
                "    nothing: Button(action:) runs no code in a Live Activity",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
                "(buttons and toggles do not work here: a tap opens the app)",
            ])
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .compact, target: .number(1))
        #expect(
            EventRenderer(day: device.now).lines(device.takeEvents()) == [
                "01:00:00  #1 tapped [1] Button \"stop.fill\" on the compact presentation → buttons and toggles work on the Lock Screen and in the expanded presentation only (seed 003); no widgetURL: the app launches with an NSUserActivity (seed 000)",
                "01:00:00  app continues NSUserActivityTypeLiveActivity #1 → the app's handler does not take it",
            ])
    }
}

/// A compact view with nothing but a `Button(action:)`, as some widgets put a stop button there.
struct CompactButtonActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChargingAttributes.self) { context in
            Text(context.attributes.stationName)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.stationName) }
            } compactLeading: {
                Button(action: {}) { Image(systemName: "stop.fill") }
            } compactTrailing: {
                Text("\(Int(context.state.percent))%")
            } minimal: {
                Text("\(Int(context.state.percent))")
            }
        }
    }
}

extension SwiftUIViewTests {
    @Test("a shape of the app's own declares its path as on iOS, and draws nothing under the text laid over it")
    func customShape() {
        let wedge = ChargeWedge(fraction: 0.42)
        #expect(wedge.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(Path().isEmpty)
        #expect(
            draw(ZStack { wedge.fill(.green); Text("42%") }) == [
                "╭─ #1 View · Lock Screen ──────────────────────────────────╮",
                "│ 42%                                                      │",
                "╰──────────────────────────────────────────────────────────╯",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }
}

extension SwiftUIViewTests {
    @Test("styles of emphasis, the tint and clear change nothing in the drawing; a variable-value symbol draws its name")
    func styles() {
        #expect(
            draw(StyledRow()) == [
                "╭─ #1 View · Lock Screen ──────────────────────────────────╮",
                "│ (wifi) Bay 4 Idle                                        │",
                "╰──────────────────────────────────────────────────────────╯",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }
}
