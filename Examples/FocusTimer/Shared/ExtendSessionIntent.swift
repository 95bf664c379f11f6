import ActivityKit
import AppIntents
import Foundation

/// The "+5 min" button: a few more minutes for a session, running or paused.
struct ExtendSessionIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Extend Focus Session"

    @Parameter(title: "Session")
    var sessionName: String

    @Parameter(title: "Minutes", default: 5)
    var minutes: Int

    init() {}

    init(sessionName: String, minutes: Int) {
        self.sessionName = sessionName
        self.minutes = minutes
    }

    func perform() async throws -> some IntentResult {
        let extra = TimeInterval(minutes * 60)
        for activity in Activity<FocusSessionAttributes>.activities where activity.attributes.sessionName == sessionName && activity.activityState != .ended {
            var state = activity.content.state
            if !state.isPaused, state.endsAt < Date() {
                state = .running(for: extra)
            } else {
                state.remaining += extra
                if !state.isPaused { state.endsAt = state.endsAt.addingTimeInterval(extra) }
            }
            await activity.update(ActivityContent(state: state, staleDate: state.isPaused ? nil : state.endsAt))
        }
        return .result()
    }
}
