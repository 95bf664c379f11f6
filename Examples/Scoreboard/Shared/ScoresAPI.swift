import Foundation

/// The app's client of the scores service, which both the app and its widgets' intents use: it says
/// where a game stands, and takes the push tokens of the games someone follows, so that the service
/// can push every goal to their Live Activities.
///
/// This build answers from ``ScheduledGame/schedule`` in memory rather than from scores.example.com,
/// so that the app runs without a network.
actor ScoresAPI {
    static let shared = ScoresAPI()

    enum Failure: Error, CustomStringConvertible {
        case unknownGame(String)

        var description: String {
            switch self {
            case .unknownGame(let id): "no game \(id) on the schedule"
            }
        }
    }

    /// A Live Activity's push token, and the game it follows.
    struct TokenRegistration: Sendable {
        let token: String
        let gameID: String
        let activityID: String
    }

    /// Each token's latest registration, and when it came, as a count.
    private var registrations: [String: (order: Int, registration: TokenRegistration)] = [:]
    private var registered = 0

    /// The game with the given ID.
    func game(_ id: String) throws -> ScheduledGame {
        guard let game = ScheduledGame.schedule.first(where: { $0.id == id }) else { throw Failure.unknownGame(id) }
        return game
    }

    /// Where the game stands now.
    func latestScore(gameID: String) throws -> GameAttributes.ContentState {
        try game(gameID).score(at: Date())
    }

    /// Starts pushing the game's plays to the Live Activity with this token. A token registered again
    /// follows what it names last.
    func registerActivityToken(_ token: String, gameID: String, activityID: String) {
        registered += 1
        registrations[token] = (registered, TokenRegistration(token: token, gameID: gameID, activityID: activityID))
    }

    /// The registrations of `tokens`, in the order they came.
    func registrations(of tokens: some Sequence<String>) -> [TokenRegistration] {
        tokens.compactMap { registrations[$0] }.sorted { $0.order < $1.order }.map(\.registration)
    }
}
