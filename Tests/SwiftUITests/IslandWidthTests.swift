import ActivityKit
import Foundation
import SwiftUI
import TapbenchCore
import Testing
import WidgetKit

/// `isDynamicIslandLimitedInWidth` (iOS 27, Apple's documentation "isDynamicIslandLimitedInWidth"): true in the
/// compact leading, compact trailing and minimal views on a narrow island, false on the Lock Screen and in the
/// expanded presentation, and false everywhere on a full-width one.
@Suite("Dynamic Island width")
struct IslandWidthTests {
    @Test("with set island-width limited, only the compact and minimal views read it true; with full, none does")
    func onlyCompactAndMinimalAreNarrow() throws {
        var catalog = AppCatalog(name: "Parcels", bundleIdentifier: "com.example.parcels")
        catalog.register(try ActivityType(ParcelAttributes.self, preview: ParcelAttributes(carrier: "Post"), previewState: .init(minutes: 12)))
        catalog.register(presentations: try #require(PresentationSet(ParcelLiveActivity())))
        let device = Device(app: catalog, start: Device.defaultStart)
        let type = try #require(device.catalog.activityType(named: "ParcelAttributes"))
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))

        func texts() throws -> [String] {
            let presentations = try device.presentations(of: 1)
            return [presentations.lockScreen, presentations.expanded[0].content, presentations.compactLeading, presentations.compactTrailing, presentations.minimal]
                .map(\.readableText)
        }
        #expect(try texts() == ["12 min", "12 min", "12 min", "12 min", "12 min"])
        device.changeSetting(name: "island-width", value: "limited") { $0.islandLimitedInWidth = true }
        #expect(try texts() == ["12 min", "12 min", "12m", "12m", "12m"])
    }
}

private struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutes: Int }
    var carrier: String
}

private struct Minutes: View {
    let minutes: Int
    @Environment(\.isDynamicIslandLimitedInWidth) private var isNarrow
    var body: some View { Text(isNarrow ? "\(minutes)m" : "\(minutes) min") }
}

private struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Minutes(minutes: context.state.minutes)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Minutes(minutes: context.state.minutes) }
            } compactLeading: {
                Minutes(minutes: context.state.minutes)
            } compactTrailing: {
                Minutes(minutes: context.state.minutes)
            } minimal: {
                Minutes(minutes: context.state.minutes)
            }
        }
    }
}
