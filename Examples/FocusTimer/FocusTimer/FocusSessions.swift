import ActivityKit
import Foundation

/// Focus sessions, each a Live Activity that counts down on the device itself: no server, no pushes.
enum FocusSessions {
    enum StartError: Error, CustomStringConvertible {
        case liveActivitiesOff
        case tooShort(minutes: Int)

        var description: String {
            switch self {
            case .liveActivitiesOff: "Live Activities are off for Focus Timer in Settings"
            case .tooShort(let minutes): "a session lasts at least a minute, not \(minutes)"
            }
        }
    }

    /// Starts a session of `minutes` from now. It turns stale when it ends, so the Lock Screen shows it
    /// is over even if the app does not run then.
    @discardableResult
    static func start(name: String, minutes: Int) throws -> Activity<FocusSessionAttributes> {
        guard minutes >= 1 else { throw StartError.tooShort(minutes: minutes) }
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw StartError.liveActivitiesOff }
        let state = FocusSessionAttributes.ContentState.running(for: TimeInterval(minutes * 60))
        return try Activity.request(
            attributes: FocusSessionAttributes(sessionName: name),
            content: ActivityContent(state: state, staleDate: state.endsAt))
    }

    /// Ends every session where it stands, and leaves each on the Lock Screen for a minute more.
    static func stopAll() async {
        let now = Date()
        for activity in Activity<FocusSessionAttributes>.activities {
            var state = activity.content.state
            if !state.isPaused {
                state.remaining = max(0, state.endsAt.timeIntervalSince(now).rounded())
                state.isPaused = true
            }
            await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .after(now.addingTimeInterval(60)))
        }
    }
}
