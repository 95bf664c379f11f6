import AppIntents

/// Follow a game from Shortcuts or Siri, even while the app is in the background: its score goes live
/// on the Lock Screen and in the Dynamic Island.
struct FollowGameIntent: LiveActivityStartingIntent {
    static var title: LocalizedStringResource = "Follow Game"

    @Parameter(title: "Game")
    var gameID: String

    func perform() async throws -> some IntentResult {
        try await LiveGames.follow(gameID: gameID)
        return .result()
    }
}
