import ActivityKit
import AppIntents
import Foundation

/// The Refresh button of a followed game: asks the scores service where the game stands and shows it,
/// for when a push is late or never came. It runs in the app's process, as every `LiveActivityIntent` does.
struct RefreshScoreIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Refresh Score"

    @Parameter(title: "Game")
    var gameID: String

    init() {}

    init(gameID: String) {
        self.gameID = gameID
    }

    func perform() async throws -> some IntentResult {
        let latest = try await ScoresAPI.shared.latestScore(gameID: gameID)
        for activity in Activity<GameAttributes>.activities where activity.attributes.gameID == gameID && activity.activityState != .ended {
            await activity.update(ActivityContent(state: latest, staleDate: Date().addingTimeInterval(GameAttributes.staleAfter)))
        }
        return .result()
    }
}

extension GameAttributes {
    /// A period lasts about 35 minutes with its stoppages; a score no push has confirmed for 20 shows as
    /// possibly out of date.
    static let staleAfter: TimeInterval = 20 * 60
}
