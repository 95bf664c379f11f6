import ActivityKit
import SwiftUI
import WidgetKit

// A Live Activity that shows time with every timer form SwiftUI gives a widget: its texts and bars move
// on the device's clock with no update, as on an iPhone ("Displaying live data with Live Activities").

struct LaundryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var cycle: ClosedRange<Date>
        var pausedAt: Date?
        var pickup: Date
    }

    var machine: String
}

struct LaundryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryAttributes.self) { context in
            VStack {
                HStack {
                    Text(context.attributes.machine)
                    Spacer()
                    Text(timerInterval: context.state.cycle, pauseTime: context.state.pausedAt, countsDown: true)
                }
                HStack {
                    Text("Running")
                    Text(timerInterval: context.state.cycle, countsDown: false, showsHours: false)
                }
                HStack {
                    Text("Pickup")
                    Text(context.state.pickup, style: .timer)
                    Text(context.state.pickup, style: .relative)
                    Text(context.state.pickup, style: .offset)
                }
                ProgressView(timerInterval: context.state.cycle, countsDown: false) {
                    Text("Washing")
                } currentValueLabel: {
                    Text(timerInterval: context.state.cycle, countsDown: true)
                }
                ProgressView(timerInterval: context.state.cycle, countsDown: true)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    ProgressView(timerInterval: context.state.cycle) { Text(context.attributes.machine) }
                }
            } compactLeading: {
                Image(systemName: "washer")
            } compactTrailing: {
                Text(timerInterval: context.state.cycle, pauseTime: context.state.pausedAt)
            } minimal: {
                Text(timerInterval: context.state.cycle)
            }
        }
    }
}
