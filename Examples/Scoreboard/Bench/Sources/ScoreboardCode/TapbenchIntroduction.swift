import Tapbench

extension AppIntroduction {
    /// Scoreboard, as the bench runs it: its widget extension, its own Info.plist, entitlements and
    /// apple-app-site-association (through the links to the app's folders), how its scores service answers
    /// (`Server/`), and what the files do not say.
    public static let scoreboard = AppIntroduction(
        widgets: ScoreboardWidgets.self,
        name: "Scoreboard",
        bundleIdentifier: "com.example.scoreboard",
        files: AppFiles(
            infoPlist: "Scoreboard/Info.plist",
            entitlements: "Scoreboard/Scoreboard.entitlements",
            aasa: "../../../web/.well-known/apple-app-site-association",
            server: "../../Server/server.tapbench"),
        intents: [FollowGameIntent.self],
        previews: [GameLiveActivity_Previews.self],
        routes: [
            "scoreboard://game/:gameID": "GameScreen",
            "https://scores.example.com/games/:gameID": "GameScreen",
            "https://scores.example.com/games/:gameID/boxscore": "BoxScoreScreen",
        ],
        continuation: { userActivity in
            switch AppScreen(userActivity: userActivity) {
            case .game(let id): .screen("GameScreen", parameters: JSONObject([("gameID", .string(id))]))
            case .boxScore(let gameID): .screen("BoxScoreScreen", parameters: JSONObject([("gameID", .string(gameID))]))
            case .home: .screen("HomeScreen", parameters: JSONObject())
            }
        })
}
