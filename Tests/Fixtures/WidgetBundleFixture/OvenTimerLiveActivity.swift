import ActivityKit
import SwiftUI
import WidgetKit

struct OvenTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endsAt: Date
        var isPaused: Bool
    }

    var dish: String
}

/// The oven's timer, previewed nowhere.
struct OvenTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OvenTimerAttributes.self) { context in
            Text(context.attributes.dish)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.dish)
                }
            } compactLeading: {
                Text("⏲")
            } compactTrailing: {
                Text(context.state.isPaused ? "paused" : "on")
            } minimal: {
                Text("⏲")
            }
        }
    }
}
