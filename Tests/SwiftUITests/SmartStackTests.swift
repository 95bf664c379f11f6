import ActivityKit
import Foundation
import SwiftUI
import TapbenchCommands
import TapbenchCore
import Testing
import WidgetKit

/// The Smart Stack on a paired Apple Watch (`show 1 small`): the Lock Screen's view in the `.small` family when the
/// configuration declares it (Apple's documentation, "ActivityFamily", "supplementalActivityFamilies(_:)"), else the
/// compact presentation ("Creating custom views for Live Activities").
@Suite("Smart Stack")
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

    private func show(_ device: Device) throws -> [String] {
        PresentationDrawing(now: device.now, width: 40) { Timestamp.timeOfDay($0) }
            .draw(try device.presentations(of: 1), kind: .small, title: "#1 Kettle", isStale: false)
    }

    @Test("a configuration with supplementalActivityFamilies([.small]) shows its Lock Screen view in the small family")
    func smallFamily() throws {
        let presentations = try device(KettleLiveActivity()).presentations(of: 1)
        #expect([presentations.lockScreen.readableText, presentations.small.readableText] == ["Kitchen kettle at 84°", "84°"])
        #expect(try show(device(KettleLiveActivity())) == [
            "╭─ #1 Kettle · Smart Stack ────────────╮",
            "│ 84°                                  │",
            "╰──────────────────────────────────────╯",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("without it, the Smart Stack shows the compact presentation, and a tap there opens the island's widgetURL")
    func compactWithoutIt() throws {
        let device = try device(PhoneOnlyKettleLiveActivity())
        let presentations = try device.presentations(of: 1)
        #expect(presentations.small.readableText == presentations.content(of: .compact).readableText)
        #expect(try device.presentations(of: 1).widgetURL(of: .small) == "kettle://kitchen")
    }
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
        case .small: Text("\(context.state.degrees)°")
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
