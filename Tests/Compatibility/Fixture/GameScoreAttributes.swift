import ActivityKit
import Foundation

// A game's live score, as "Starting and updating Live Activities with ActivityKit push notifications"
// sends one: the content state is what the server pushes, the attributes name the game.
struct GameScoreAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var quarter: Int
        var recentPlays: [String]
        var alertsOn: Bool
    }

    var gameID: String
    var homeTeam: String
    var awayTeam: String
}

extension GameScoreAttributes {
    static let preview = GameScoreAttributes(gameID: "G-2031", homeTeam: "Herons", awayTeam: "Foxes")
}

extension GameScoreAttributes.ContentState {
    static let kickOff = GameScoreAttributes.ContentState(homeScore: 0, awayScore: 0, quarter: 1, recentPlays: [], alertsOn: false)
    static let secondQuarter = GameScoreAttributes.ContentState(
        homeScore: 14, awayScore: 7, quarter: 2, recentPlays: ["Herons touchdown", "Foxes field goal"], alertsOn: true)
}
