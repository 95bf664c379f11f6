import ActivityKit
import AppIntents

/// The timer's toggle: the system sets `value` to the toggle's new state, then runs `perform()`. It looks for the
/// timer among the activities that are `.active`, a mistake planted for `tapbench explore` to find: once the timer's
/// stale date has passed, its activity is `.stale`, and the toggle's intent throws.
struct PauseTimerIntent: SetValueIntent, LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause Timer"

    @Parameter(title: "Paused")
    var value: Bool

    @Parameter(title: "Workout")
    var workoutName: String

    init() {}
    init(workoutName: String) { self.workoutName = workoutName }

    func perform() async throws -> some IntentResult {
        guard let activity = Activity<WorkoutTimerAttributes>.activities.last(where: { $0.attributes.workoutName == workoutName && $0.activityState == .active }) else {
            throw WorkoutTimerError.noRunningTimer(workoutName)
        }
        let now = Date()
        var state = activity.content.state
        if value, !state.isPaused {
            let left = state.endsAt.timeIntervalSince(now).rounded()
            state.remainingSeconds = left <= 0 ? 0 : Int(exactly: left) ?? Int.max
        } else if !value, state.isPaused {
            state.endsAt = now.addingTimeInterval(Double(state.remainingSeconds))
        }
        state.isPaused = value
        await activity.update(ActivityContent(state: state, staleDate: nil))
        return .result()
    }
}

/// Why the timer's toggle could not act.
enum WorkoutTimerError: Error {
    case noRunningTimer(String)
}
