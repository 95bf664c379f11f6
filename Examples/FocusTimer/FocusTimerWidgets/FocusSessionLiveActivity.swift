import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

/// The widget extension is this one Live Activity: a focus session's countdown, with a Paused toggle and
/// a "+5 min" button on the Lock Screen and in the expanded island.
@main
struct FocusSessionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FocusSessionAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Label(context.attributes.sessionName, systemImage: "brain.head.profile")
                    Spacer()
                    TimeLeft(state: context.state, isOver: context.isStale)
                }
                SessionControls(sessionName: context.attributes.sessionName, isPaused: context.state.isPaused)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.8))
            .widgetURL(context.attributes.sessionURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.sessionName, systemImage: "brain.head.profile")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TimeLeft(state: context.state, isOver: context.isStale)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    SessionControls(sessionName: context.attributes.sessionName, isPaused: context.state.isPaused)
                }
            } compactLeading: {
                Image(systemName: context.state.isPaused ? "pause.fill" : "brain.head.profile")
            } compactTrailing: {
                TimeLeft(state: context.state, isOver: context.isStale)
            } minimal: {
                Image(systemName: context.state.isPaused ? "pause.fill" : "timer")
            }
            .widgetURL(context.attributes.sessionURL)
        }
    }
}

/// The countdown while the session runs, what is left while it is paused, and "Done" once it is over.
struct TimeLeft: View {
    let state: FocusSessionAttributes.ContentState
    let isOver: Bool

    var body: some View {
        if state.isPaused {
            Text("\(Duration.seconds(state.remaining).formatted(.time(pattern: .minuteSecond))) paused")
                .monospacedDigit()
        } else if isOver {
            Text("Done")
        } else {
            Text(timerInterval: state.countdown, countsDown: true)
                .monospacedDigit()
        }
    }
}

/// The Paused toggle and the "+5 min" button, which work where iOS lets controls work: the Lock Screen
/// and the expanded island.
struct SessionControls: View {
    let sessionName: String
    let isPaused: Bool

    var body: some View {
        HStack {
            Toggle(isOn: isPaused, intent: PauseTimerIntent(sessionName: sessionName)) {
                Label("Paused", systemImage: "pause.fill")
            }
            Spacer()
            Button(intent: ExtendSessionIntent(sessionName: sessionName, minutes: 5)) {
                Label("+5 min", systemImage: "plus")
            }
        }
    }
}

extension FocusSessionAttributes {
    fileprivate static let deepWork = FocusSessionAttributes(sessionName: "Deep Work")
}

#Preview("Lock Screen", as: .content, using: FocusSessionAttributes.deepWork) {
    FocusSessionLiveActivity()
} contentStates: {
    FocusSessionAttributes.ContentState.running(for: 25 * 60)
    FocusSessionAttributes.ContentState(endsAt: Date(), isPaused: true, remaining: 12 * 60)
}

#Preview("Island", as: .dynamicIsland(.expanded), using: FocusSessionAttributes.deepWork) {
    FocusSessionLiveActivity()
} contentStates: {
    FocusSessionAttributes.ContentState.running(for: 25 * 60)
}
