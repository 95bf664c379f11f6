import ActivityKit
import Foundation

/// The workout screen's "Start" button: it starts the timer's Live Activity and, while the app runs, checks once a
/// minute with a repeating `Timer` whether the countdown has reached zero; then it ends the activity, showing zero,
/// and stops the timer. A countdown paused from the Lock Screen (`PauseTimerIntent`) does not reach zero, so the
/// checks go on until it is resumed and runs out.
@MainActor
final class WorkoutSession {
    static let shared = WorkoutSession()

    private var checks: [String: Timer] = [:]

    func start(name: String, minutes: Int) throws {
        let state = WorkoutTimerAttributes.ContentState.running(from: Date(), seconds: minutes * 60)
        _ = try Activity.request(attributes: WorkoutTimerAttributes(workoutName: name), content: ActivityContent(state: state, staleDate: nil))
        checks[name]?.invalidate()
        checks[name] = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            Task { @MainActor in await WorkoutSession.shared.finishIfOver(name) }
        }
    }

    private func finishIfOver(_ name: String) async {
        let activity = Activity<WorkoutTimerAttributes>.activities.last { $0.attributes.workoutName == name && $0.activityState == .active }
        guard let activity else { return stopChecking(name) }
        var state = activity.content.state
        guard !state.isPaused, state.endsAt <= Date() else { return }
        stopChecking(name)
        state.isPaused = true
        state.remainingSeconds = 0
        await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .default)
    }

    private func stopChecking(_ name: String) {
        checks[name]?.invalidate()
        checks[name] = nil
    }
}
