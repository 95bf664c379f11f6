import ActivityKit
import SwiftUI
import WidgetKit

// Seed 004, "Designing the Live Activity Presentations": the flight's Lock Screen and regions, with the
// stale marker of "Starting a Live Activity". Its widgetURL is a universal link: the app's associated
// domains decide whether it opens the app or the browser.

struct DemoWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DemoWidgetAttributes.self) { context in
            VStack {
                Text("Arrival: \(context.state.arrivalTime)")
                Text("Flight: \(context.attributes.flightNumber)")
            }
            .widgetURL(flightURL(context.attributes))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack {
                        Text("Arrival: \(context.state.arrivalTime)")
                        Text("Flight: \(context.attributes.flightNumber)")

                        if (context.isStale) {
                            Text("Out of date")
                        }
                    }
                }
                DynamicIslandExpandedRegion(.trailing, priority: 0.75) {
                    Text(context.state.arrivalTime, style: .time)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.airlineName)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.flightNumber)
                }
            } compactLeading: {
                Image(systemName: "airplane")
            } compactTrailing: {
                Text(context.state.arrivalTime, style: .time)
            } minimal: {
                Image(systemName: "airplane")
            }
            .widgetURL(flightURL(context.attributes))
        }
    }

    private func flightURL(_ attributes: DemoWidgetAttributes) -> URL? {
        URL(string: "https://travel.example.com/flights/\(attributes.flightNumber.replacingOccurrences(of: " ", with: "").urlSegment)")
    }
}
