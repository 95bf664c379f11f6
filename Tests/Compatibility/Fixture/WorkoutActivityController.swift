import ActivityKit
import Foundation
import OSLog

// The app's side of the workout's Live Activity in today's forms: ActivityContent with a stale date and
// relevance, the push token forwarded to the server as it changes, and the system's updates observed.
struct WorkoutActivityController {
    enum WorkoutActivityError: Error {
        case liveActivitiesDisabled
    }

    let server: WorkoutServer
    private let logger = Logger(subsystem: "com.example.workouts", category: "LiveActivity")

    init(server: WorkoutServer) {
        self.server = server
    }

    /// What the app starts at launch: it hears of every workout activity, however started, and of the
    /// person switching frequent updates on or off in Settings.
    func observeActivities() {
        let server = server
        let activityUpdates = Activity<WorkoutAttributes>.activityUpdates
        let frequentPushEnablementUpdates = ActivityAuthorizationInfo().frequentPushEnablementUpdates
        Task {
            for await activity in activityUpdates {
                await server.record("activity \(activity.attributes.workoutName) \(activity.activityState)")
                let pushTokenUpdates = activity.pushTokenUpdates
                Task {
                    for await pushToken in pushTokenUpdates {
                        let token = pushToken.map { String(format: "%02x", $0) }.joined()
                        await server.record("token \(token)")
                    }
                }
            }
        }
        Task {
            for await enabled in frequentPushEnablementUpdates {
                await server.record("frequent pushes \(enabled ? "on" : "off")")
            }
        }
    }

    func start(_ name: String, startDate: Date) throws -> Activity<WorkoutAttributes> {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else {
            logger.error("Live Activities are disabled")
            throw WorkoutActivityError.liveActivitiesDisabled
        }
        let state = WorkoutAttributes.ContentState(startedAt: startDate, heartRate: 96, distanceInMeters: 0, moveGoalProgress: 0)
        let content = ActivityContent(state: state, staleDate: startDate.addingTimeInterval(15 * 60), relevanceScore: 50)
        return try Activity.request(attributes: WorkoutAttributes(workoutName: name), content: content, pushType: .token)
    }

    func record(heartRate: Int, distanceInMeters: Double, at date: Date, in activity: Activity<WorkoutAttributes>) async {
        var state = activity.content.state
        state.heartRate = heartRate
        state.distanceInMeters = distanceInMeters
        state.moveGoalProgress = min(1, distanceInMeters / 5000)
        await activity.update(ActivityContent(state: state, staleDate: date.addingTimeInterval(15 * 60)), alertConfiguration: nil)
    }

    func finish(_ activity: Activity<WorkoutAttributes>, at date: Date) async {
        let finalContent = ActivityContent(state: activity.content.state, staleDate: nil)
        await activity.end(finalContent, dismissalPolicy: .after(date.addingTimeInterval(10 * 60)))
        logger.notice("Workout \(activity.attributes.workoutName, privacy: .public) ended")
    }
}

/// The app's server, which keeps what the app tells it of its workouts.
actor WorkoutServer {
    private(set) var records: [String] = []

    func record(_ line: String) {
        records.append(line)
    }
}
