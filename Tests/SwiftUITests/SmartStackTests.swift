import ActivityKit
import AppIntents
import Foundation
import SwiftUI
import TapbenchCommands
import TapbenchCore
import TapbenchTestSupport
import Testing
import WidgetKit

/// The Smart Stack on a paired Apple Watch (`show 1 small`) and CarPlay's Home Screen (`show 1 carplay`): the Lock
/// Screen's view in the `.small` family when the configuration declares it (Apple's documentation, "ActivityFamily",
/// "supplementalActivityFamilies(_:)"), else the compact presentation ("Creating custom views for Live Activities").
@Suite("Smart Stack and CarPlay")
struct SmartStackTests {
    private func device(_ widget: some Widget) throws -> Device {
        var catalog = AppCatalog(name: "Kettle", bundleIdentifier: "com.example.kettle")
        catalog.register(try ActivityType(KettleAttributes.self, preview: KettleAttributes(name: "Kitchen"), previewState: .init(degrees: 84)))
        catalog.register(presentations: try #require(PresentationSet(widget)))
        let device = Device(app: catalog, start: Device.defaultStart)
        let type = try #require(device.catalog.activityType(named: "KettleAttributes"))
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))
        return device
    }

    private func show(_ device: Device, _ kind: PresentationKind = .small) throws -> [String] {
        PresentationDrawing(now: device.now, width: 40) { Timestamp.timeOfDay($0) }
            .draw(try device.presentations(of: 1), kind: kind, title: "#1 Kettle", isStale: false)
    }

    @Test("a configuration with supplementalActivityFamilies([.small]) shows its Lock Screen view in the small family")
    func smallFamily() throws {
        let presentations = try device(KettleLiveActivity()).presentations(of: 1)
        #expect([presentations.lockScreen.readableText, presentations.small.readableText] == ["Kitchen kettle at 84°", "84° Boil"])
        #expect(try show(device(KettleLiveActivity())) == [
            "╭─ #1 Kettle · Smart Stack ────────────╮",
            "│ 84° [1] Boil                         │",
            "╰──────────────────────────────────────╯",
            "[1] Button \"Boil\" → BoilIntent()",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
            "(buttons and toggles do not work here: a",
            "  tap opens the app)",
        ])
    }

    @Test("CarPlay draws the Smart Stack's view under its own name [Apple, \"Creating custom views for Live Activities\"]")
    func carPlayDrawsTheSmallView() throws {
        let device = try device(KettleLiveActivity())
        #expect(try show(device, .carPlay).first == "╭─ #1 Kettle · CarPlay ────────────────╮")
        #expect(try Array(show(device, .carPlay).dropFirst()) == Array(show(device, .small).dropFirst()))
    }

    @Test("a button in CarPlay performs no action: the tap is the presentation's [Apple, \"Displaying live data with Live Activities\"]")
    func carPlayButtonsDoNothing() async throws {
        let device = try device(KettleLiveActivity())
        _ = device.takeEvents()
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .carPlay, target: .number(1))
        expectEvents(device.takeEvents(), """
            01:00:00  #1 tapped [1] Button "Boil" on the CarPlay presentation → buttons and toggles perform no action in CarPlay (Apple's documentation, "Displaying live data with Live Activities"); no widgetURL: the app launches with an NSUserActivity (seed 000)
            01:00:00  app continues NSUserActivityTypeLiveActivity #1 → the app's handler does not take it
            """)
    }

    @Test("without it, the Smart Stack shows the compact presentation, and a tap there opens the island's widgetURL")
    func compactWithoutIt() throws {
        let device = try device(PhoneOnlyKettleLiveActivity())
        let presentations = try device.presentations(of: 1)
        #expect(presentations.small.readableText == presentations.content(of: .compact).readableText)
        #expect(try device.presentations(of: 1).widgetURL(of: .small) == "kettle://kitchen")
    }
}

private struct BoilIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Boil"
    func perform() async throws -> some IntentResult { .result() }
}

private struct KettleAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var degrees: Int }
    var name: String
}

private struct KettleView: View {
    let context: ActivityViewContext<KettleAttributes>
    @Environment(\.activityFamily) private var family

    var body: some View {
        switch family {
        case .small:
            HStack {
                Text("\(context.state.degrees)°")
                Button(intent: BoilIntent()) { Text("Boil") }
            }
        case .medium: Text("\(context.attributes.name) kettle at \(context.state.degrees)°")
        }
    }
}

private func kettleConfiguration() -> ActivityConfiguration<KettleAttributes> {
    ActivityConfiguration(for: KettleAttributes.self) { context in
        KettleView(context: context)
    } dynamicIsland: { context in
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) { Text("\(context.state.degrees)°") }
        } compactLeading: {
            Image(systemName: "flame")
        } compactTrailing: {
            Text("\(context.state.degrees)°")
        } minimal: {
            Image(systemName: "flame")
        }
        .widgetURL(URL(string: "kettle://kitchen"))
    }
}

/// As Apple's "ActivityFamily" writes it.
private struct KettleLiveActivity: Widget {
    var body: some WidgetConfiguration {
        kettleConfiguration().supplementalActivityFamilies([.small])
    }
}

private struct PhoneOnlyKettleLiveActivity: Widget {
    var body: some WidgetConfiguration { kettleConfiguration() }
}
