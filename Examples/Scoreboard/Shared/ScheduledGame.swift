import Foundation

/// A game on the scores service's schedule, as the service describes it.
struct ScheduledGame: Decodable, Sendable {
    let id: String
    let league: String
    let homeTeam: String
    let awayTeam: String
    let puckDrop: Date

    var attributes: GameAttributes {
        GameAttributes(gameID: id, league: league, homeTeam: homeTeam, awayTeam: awayTeam)
    }
}
