import ActivityKit
import AppIntents
import Foundation

/// The Paused toggle: iOS sets `value` to the toggle's new state, then runs `perform()` in the app's
/// process. Pausing keeps what is left; resuming moves the end that much past now.
struct PauseTimerIntent: SetValueIntent, LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause Focus Session"

    @Parameter(title: "Paused")
    var value: Bool

    @Parameter(title: "Session")
    var sessionName: String

    init() {}

    init(sessionName: String) {
        self.sessionName = sessionName
    }

    func perform() async throws -> some IntentResult {
        let now = Date()
        for activity in Activity<FocusSessionAttributes>.activities where activity.attributes.sessionName == sessionName && activity.activityState != .ended {
            var state = activity.content.state
            if value, !state.isPaused {
                state.remaining = max(0, state.endsAt.timeIntervalSince(now).rounded())
            } else if !value, state.isPaused {
                state.endsAt = now.addingTimeInterval(state.remaining)
            }
            state.isPaused = value
            await activity.update(ActivityContent(state: state, staleDate: state.isPaused ? nil : state.endsAt))
        }
        return .result()
    }
}
