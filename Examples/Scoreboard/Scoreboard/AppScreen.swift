import SwiftUI

/// The screens that links, universal links and Live Activities open.
enum AppScreen: Hashable {
    case home
    case game(id: String)
    case boxScore(gameID: String)

    /// `scoreboard://game/G-2041`, `https://scores.example.com/games/G-2041` and
    /// `https://scores.example.com/games/G-2041/boxscore`; anything else is the home screen.
    init(url: URL) {
        let path = url.pathComponents.filter { $0 != "/" }
        switch (url.scheme, url.host, path.count) {
        case ("scoreboard", "game", 1):
            self = .game(id: path[0])
        case ("https", "scores.example.com", 2) where path[0] == "games":
            self = .game(id: path[1])
        case ("https", "scores.example.com", 3) where path[0] == "games" && path[2] == "boxscore":
            self = .boxScore(gameID: path[1])
        default:
            self = .home
        }
    }

    /// A universal link opens its screen; anything else, the home screen.
    init(userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else {
            self = .home
            return
        }
        self.init(url: url)
    }

    var title: String {
        switch self {
        case .home: "Scoreboard"
        case .game(let id): "Game \(id)"
        case .boxScore(let gameID): "Box score \(gameID)"
        }
    }
}
