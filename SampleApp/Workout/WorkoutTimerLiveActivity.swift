import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// The workout timer: it counts down on the Lock Screen and in the island, and a toggle pauses it
/// without opening the app (seed 002).
struct WorkoutTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutTimerAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Label(context.attributes.workoutName, systemImage: "figure.run")
                    Spacer()
                    TimeLeft(state: context.state)
                }
                Toggle(isOn: context.state.isPaused, intent: PauseTimerIntent(workoutName: context.attributes.workoutName)) {
                    Label("Paused", systemImage: "pause.fill")
                }
            }
            .widgetURL(URL(string: "workout://session/\(context.attributes.workoutName.urlSegment)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.workoutName, systemImage: "figure.run")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TimeLeft(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Toggle(isOn: context.state.isPaused, intent: PauseTimerIntent(workoutName: context.attributes.workoutName)) {
                        Label("Paused", systemImage: "pause.fill")
                    }
                }
            } compactLeading: {
                Image(systemName: "figure.run")
            } compactTrailing: {
                TimeLeft(state: context.state)
            } minimal: {
                Image(systemName: context.state.isPaused ? "pause.fill" : "figure.run")
            }
            .widgetURL(URL(string: "workout://session/\(context.attributes.workoutName.urlSegment)"))
        }
    }
}

/// The time left: a running countdown, or what was left when it was paused. A negative number of seconds,
/// which a push can send, counts as none left.
struct TimeLeft: View {
    let state: WorkoutTimerAttributes.ContentState

    var body: some View {
        let remaining = max(state.remainingSeconds, 0)
        if state.isPaused {
            Text("\(remaining / 60):\(String(format: "%02d", remaining % 60)) paused")
        } else {
            Text(timerInterval: state.endsAt.addingTimeInterval(-Double(remaining))...state.endsAt, countsDown: true)
        }
    }
}
