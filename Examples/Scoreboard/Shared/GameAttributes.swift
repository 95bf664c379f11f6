import ActivityKit
import Foundation

/// A game someone follows on the Lock Screen: who plays never changes; the score, the period and the
/// last play do, by push from the scores service or when the person taps Refresh.
struct GameAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        /// 1, 2 or 3; 4 is overtime.
        var period: Int
        /// The play that last changed the game: "Goal! Okafor (Lindqvist)", "End of 1st", "Final".
        var lastEvent: String
        /// When the scores service recorded that play.
        var updatedAt: Date
    }

    var gameID: String
    var league: String
    var homeTeam: String
    var awayTeam: String
}

extension GameAttributes {
    /// "HER" for the Herons: what fits the Dynamic Island's compact presentation.
    var homeAbbreviation: String { homeTeam.prefix(3).uppercased() }
    var awayAbbreviation: String { awayTeam.prefix(3).uppercased() }
}

extension GameAttributes.ContentState {
    /// "1st", "2nd", "3rd" or "OT".
    var periodName: String {
        switch period {
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "OT"
        }
    }
}
