import ActivityKit
import Foundation

/// The games the person follows, each a Live Activity that the scores service updates by push.
enum LiveGames {
    enum FollowError: Error, CustomStringConvertible {
        case liveActivitiesOff

        var description: String { "Live Activities are off for Scoreboard in Settings" }
    }

    /// Puts the game's score on the Lock Screen, and sends the activity's push token to the scores
    /// service, now and whenever iOS changes it. A game already followed is not started twice.
    @discardableResult
    static func follow(gameID: String) async throws -> Activity<GameAttributes> {
        if let followed = Activity<GameAttributes>.activities.first(where: { $0.attributes.gameID == gameID && [.active, .stale].contains($0.activityState) }) {
            return followed
        }
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw FollowError.liveActivitiesOff }
        let game = try await ScoresAPI.shared.game(gameID)
        let score = try await ScoresAPI.shared.latestScore(gameID: gameID)
        let activity = try Activity.request(
            attributes: game.attributes,
            content: ActivityContent(state: score, staleDate: Date().addingTimeInterval(GameAttributes.staleAfter)),
            pushType: .token)
        let tokenUpdates = activity.pushTokenUpdates
        Task {
            for await tokenData in tokenUpdates {
                let token = tokenData.map { String(format: "%02x", $0) }.joined()
                await ScoresAPI.shared.registerActivityToken(token, gameID: gameID, activityID: activity.id)
            }
        }
        return activity
    }
}
