import ActivityKit
import Foundation

// A workout in progress: the timer counts from its start with no update at all, the heart rate comes
// with each update from the app.
struct WorkoutAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var startedAt: Date
        var heartRate: Int
        var distanceInMeters: Double
        var moveGoalProgress: Double
    }

    var workoutName: String
}

extension WorkoutAttributes {
    static let preview = WorkoutAttributes(workoutName: "Morning Run")
}

extension WorkoutAttributes.ContentState {
    static let warmingUp = WorkoutAttributes.ContentState(startedAt: Date(), heartRate: 128, distanceInMeters: 850, moveGoalProgress: 0.35)
}
