import ActivityKit

/// A workout timer: it counts down to `endsAt`, and a toggle pauses it (seed 002: "a user can pause a
/// timer … without ever opening your app").
struct WorkoutTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var isPaused: Bool
        /// When the running timer reaches zero.
        var endsAt: Date
        /// What was left when it was paused.
        var remainingSeconds: Int
    }

    let workoutName: String
}

extension WorkoutTimerAttributes {
    static var preview: WorkoutTimerAttributes { WorkoutTimerAttributes(workoutName: "Intervals") }
}

extension WorkoutTimerAttributes.ContentState {
    static func running(from now: Date, seconds: Int = 20 * 60) -> Self {
        Self(isPaused: false, endsAt: now.addingTimeInterval(Double(seconds)), remainingSeconds: seconds)
    }
}
