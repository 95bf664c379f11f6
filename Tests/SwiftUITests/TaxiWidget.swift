import ActivityKit
import SwiftUI
import WidgetKit

// A Live Activity that writes its dates and numbers with Foundation's format styles and reads the
// device's settings from the environment, as Apple's "Creating custom views for Live Activities" does
// for the always-on display.

struct TaxiAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var pickup: Date
        var window: ClosedRange<Date>
        var fare: Double
        var surge: Double
        var distance: Double
    }

    var company: String
}

struct TaxiLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TaxiAttributes.self) { context in
            TaxiLockScreen(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { TaxiEnvironmentLine() }
            } compactLeading: {
                Text(context.state.pickup, style: .time)
            } compactTrailing: {
                Text(context.state.fare, format: .currency(code: "EUR"))
            } minimal: {
                Image(systemName: "car")
            }
        }
    }
}

struct TaxiLockScreen: View {
    let context: ActivityViewContext<TaxiAttributes>

    var body: some View {
        VStack {
            Text(context.attributes.company)
            Text(context.state.pickup, style: .time)
            Text(context.state.pickup, style: .date)
            Text(context.state.pickup, format: .dateTime.hour().minute())
            Text(context.state.window)
            Text(context.state.fare, format: .currency(code: "EUR"))
            Text(context.state.surge, format: .percent)
            Text(context.state.distance, format: .number.precision(.fractionLength(2)))
            TaxiEnvironmentLine()
        }
    }
}

/// What the environment says, in words: `light, bright, medium, en_US, GMT`.
struct TaxiEnvironmentLine: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        Text(
            "\(colorScheme == .dark ? "dark" : "light"), \(isLuminanceReduced ? "dimmed" : "bright"), "
                + "\(activityFamily == .medium ? "medium" : "small"), \(locale.identifier), \(timeZone.identifier)")
    }
}
