import Foundation

/// A game on the scores service's schedule, and its plays so far.
struct ScheduledGame: Sendable {
    /// One play that changed the game, at the time the service recorded it.
    struct Play: Sendable {
        let at: Date
        let period: Int
        let homeScore: Int
        let awayScore: Int
        let description: String
    }

    let id: String
    let league: String
    let homeTeam: String
    let awayTeam: String
    /// In the order they happened; the first is the puck drop.
    let plays: [Play]

    var attributes: GameAttributes {
        GameAttributes(gameID: id, league: league, homeTeam: homeTeam, awayTeam: awayTeam)
    }

    /// The game as it stood at `date`: its last play then, or the puck drop before the game starts.
    func score(at date: Date) -> GameAttributes.ContentState {
        let play = plays.last { $0.at <= date } ?? plays[0]
        return GameAttributes.ContentState(
            homeScore: play.homeScore, awayScore: play.awayScore, period: play.period, lastEvent: play.description, updatedAt: play.at)
    }
}

extension ScheduledGame {
    /// Saturday's game, Herons at home to the Foxes, from the puck drop at 19:00 UTC on 14 March 2026.
    static let heronsFoxes: ScheduledGame = {
        let puckDrop = Date(timeIntervalSince1970: 1_773_514_800)
        func at(_ minutes: Double) -> Date { puckDrop.addingTimeInterval(minutes * 60) }
        return ScheduledGame(
            id: "G-2041", league: "Coastal Hockey League", homeTeam: "Herons", awayTeam: "Foxes",
            plays: [
                Play(at: at(0), period: 1, homeScore: 0, awayScore: 0, description: "Puck drop"),
                Play(at: at(14), period: 1, homeScore: 1, awayScore: 0, description: "Goal! Okafor (Lindqvist)"),
                Play(at: at(36), period: 1, homeScore: 1, awayScore: 0, description: "End of 1st"),
                Play(at: at(61), period: 2, homeScore: 1, awayScore: 1, description: "Goal! Marchetti (Foxes)"),
                Play(at: at(112), period: 3, homeScore: 2, awayScore: 1, description: "Power-play goal! Okafor"),
                Play(at: at(131), period: 3, homeScore: 2, awayScore: 1, description: "Final"),
            ])
    }()

    /// The late game, Gulls at home to the Otters, from 21:30 UTC the same night.
    static let gullsOtters: ScheduledGame = {
        let puckDrop = Date(timeIntervalSince1970: 1_773_523_800)
        return ScheduledGame(
            id: "G-2042", league: "Coastal Hockey League", homeTeam: "Gulls", awayTeam: "Otters",
            plays: [Play(at: puckDrop, period: 1, homeScore: 0, awayScore: 0, description: "Puck drop")])
    }()

    /// Every game the service knows.
    static let schedule = [heronsFoxes, gullsOtters]
}
