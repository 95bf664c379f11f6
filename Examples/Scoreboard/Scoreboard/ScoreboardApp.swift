import SwiftUI

@main
struct ScoreboardApp: App {
    @State private var screen: AppScreen = .home

    var body: some Scene {
        WindowGroup {
            ContentView(screen: $screen)
                .onOpenURL { url in
                    screen = AppScreen(url: url)
                }
                .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { userActivity in
                    screen = AppScreen(userActivity: userActivity)
                }
        }
    }
}

/// Tonight's games, and the one a link or a Live Activity opened.
struct ContentView: View {
    @Binding var screen: AppScreen
    @State private var games: [ScheduledGame] = []
    @State private var problem: String?

    var body: some View {
        NavigationStack {
            List(games, id: \.id) { game in
                HStack {
                    Text("\(game.homeTeam) – \(game.awayTeam)")
                    Spacer()
                    Button("Follow") {
                        Task {
                            do {
                                _ = try await LiveGames.follow(gameID: game.id)
                            } catch {
                                problem = "\(error)"
                            }
                        }
                    }
                }
            }
            .navigationTitle("Scoreboard")
            .task {
                do {
                    games = try await ScoresAPI.shared.games()
                } catch {
                    problem = "\(error)"
                }
            }
            .navigationDestination(isPresented: .constant(screen != .home)) {
                Text(screen.title)
            }
            .alert(problem ?? "", isPresented: .constant(problem != nil)) {
                Button("OK") { problem = nil }
            }
        }
    }
}
