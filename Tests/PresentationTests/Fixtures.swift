import ActivityKit
import AppIntents
import Foundation
import TapbenchCore
import WidgetKit

/// A widget that breaks the rules on purpose, for the checks and refusals: a button and a Link in the
/// compact view, a Link on the Lock Screen, two widgetURLs, and compact sides that open different screens.
struct BadgeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable { var count: Int }
    var name: String
}

struct BumpIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Bump"
    func perform() async throws -> some IntentResult { .result() }
}

struct BadgeWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BadgeAttributes.self) { context in
            VStack {
                Text("\(context.state.count)").widgetURL(URL(string: "badge://count"))
                Link(destination: URL(string: "badge://help")!) { Text("Help") }
            }
            .widgetURL(URL(string: "badge://home"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    Link(destination: URL(string: "badge://nowhere")!) { Text("Lost") }
                }
            } compactLeading: {
                Button(intent: BumpIntent()) { Text("Bump") }.widgetURL(URL(string: "badge://home"))
            } compactTrailing: {
                Text("\(context.state.count)").widgetURL(URL(string: "badge://count"))
            } minimal: {
                Text("\(context.state.count)")
            }
        }
    }
}

extension Device {
    /// A device whose app has only the badge widget and two routes.
    static func badge() throws -> Device {
        var catalog = AppCatalog(name: "Badge", bundleIdentifier: "com.example.badge")
        catalog.register(try ActivityType(BadgeAttributes.self, preview: BadgeAttributes(name: "b"), previewState: .init(count: 3)))
        catalog.register(intent: try IntentDefinition(BumpIntent.self))
        catalog.register(presentations: PresentationSet(BadgeWidget())!)
        try catalog.register(route: "badge://home", screen: "HomeScreen")
        try catalog.register(route: "badge://count", screen: "CountScreen")
        try catalog.register(route: "badge://help", screen: "HelpScreen")
        let device = Device(app: catalog)
        let type = catalog.activityType(named: "Badge")!
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))
        _ = device.takeEvents()
        return device
    }
}
