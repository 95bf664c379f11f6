import Foundation

/// The app's client of the scores service at api.scores.example.com, which both the app and its widgets' intents
/// use: it says which games are on and where each stands, and takes the push tokens of the games someone
/// follows, so that the service can push every goal to their Live Activities.
actor ScoresAPI {
    static let shared = ScoresAPI()

    static let baseURL = URL(string: "https://api.scores.example.com")!

    enum Failure: Error, CustomStringConvertible {
        case unknownGame(String)
        case unavailable(status: Int)

        var description: String {
            switch self {
            case .unknownGame(let id): "no game \(id) on the schedule"
            case .unavailable(let status): "the scores service is unavailable (HTTP \(status))"
            }
        }
    }

    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    /// The service writes its times in ISO 8601.
    private var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Tonight's games.
    func games() async throws -> [ScheduledGame] {
        try decoder.decode([ScheduledGame].self, from: try await get("games", gameID: nil))
    }

    /// The game with the given ID.
    func game(_ id: String) async throws -> ScheduledGame {
        try decoder.decode(ScheduledGame.self, from: try await get("games/\(id)", gameID: id))
    }

    /// Where the game stands now.
    func latestScore(gameID: String) async throws -> GameAttributes.ContentState {
        try decoder.decode(GameAttributes.ContentState.self, from: try await get("games/\(gameID)/score", gameID: gameID))
    }

    /// Starts pushing the game's plays to the Live Activity with this token. A token registered again follows
    /// what it names last.
    func registerActivityToken(_ token: String, gameID: String, activityID: String) async {
        var request = URLRequest(url: Self.baseURL.appendingPathComponent("games/\(gameID)/followers"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: ["token": token, "activityID": activityID], options: .sortedKeys)
        _ = try? await session.data(for: request)
    }

    private func get(_ path: String, gameID: String?) async throws -> Data {
        let (data, response) = try await session.data(from: Self.baseURL.appendingPathComponent(path))
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 404, let gameID { throw Failure.unknownGame(gameID) }
        guard (200..<300).contains(status) else { throw Failure.unavailable(status: status) }
        return data
    }
}
