import Tapbench

extension AppIntroduction {
    /// Scoreboard, as the bench runs it: its widget extension, its own Info.plist, entitlements and
    /// apple-app-site-association (through the links to the app's folders), and what the files do not say.
    public static let scoreboard = AppIntroduction(
        widgets: ScoreboardWidgets.self,
        name: "Scoreboard",
        bundleIdentifier: "com.example.scoreboard",
        files: AppFiles(
            infoPlist: "Scoreboard/Info.plist",
            entitlements: "Scoreboard/Scoreboard.entitlements",
            aasa: "../../../web/.well-known/apple-app-site-association"),
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
        },
        serverRecords: { tokens in
            await ScoresAPI.shared.registrations(of: tokens).map { ServerRecord(kind: "\($0.gameID) token", token: $0.token, reference: $0.activityID) }
        })
}
