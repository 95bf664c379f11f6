import ActivityKit
import AppIntents

// The score's controls, as "Adding interactivity to widgets and Live Activities" writes them: each a
// LiveActivityIntent, so that iOS runs it in the app's process and the app updates its own activity.

struct AddPointIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Add Point"
    static var description = IntentDescription("Adds a point to the home team's score.")

    @Parameter(title: "Game ID")
    var gameID: String

    init() {}

    init(gameID: String) {
        self.gameID = gameID
    }

    func perform() async throws -> some IntentResult {
        for activity in Activity<GameScoreAttributes>.activities where activity.attributes.gameID == gameID {
            var state = activity.content.state
            state.homeScore += 1
            state.recentPlays.insert("Herons point", at: 0)
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }
        return .result()
    }
}

struct GameAlertsIntent: SetValueIntent, LiveActivityIntent {
    static var title: LocalizedStringResource = "Score Alerts"

    @Parameter(title: "Game ID")
    var gameID: String

    @Parameter(title: "Alerts On")
    var value: Bool

    init() {}

    init(gameID: String) {
        self.gameID = gameID
    }

    func perform() async throws -> some IntentResult {
        for activity in Activity<GameScoreAttributes>.activities where activity.attributes.gameID == gameID {
            var state = activity.content.state
            state.alertsOn = value
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }
        return .result()
    }
}
