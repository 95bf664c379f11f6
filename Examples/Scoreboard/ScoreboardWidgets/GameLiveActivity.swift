import ActivityKit
import SwiftUI
import WidgetKit

/// A followed game: the score on the Lock Screen and in the Dynamic Island, a Refresh button where
/// buttons work, and a tap anywhere else opens the game in the app.
struct GameLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GameAttributes.self) { context in
            GameLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.85))
                .activitySystemActionForegroundColor(Color.white)
                .widgetURL(context.attributes.gameURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamScore(team: context.attributes.homeTeam, score: context.state.homeScore)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TeamScore(team: context.attributes.awayTeam, score: context.state.awayScore)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.periodName)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Text(context.state.lastEvent)
                            .lineLimit(1)
                        Spacer()
                        Link(destination: context.attributes.boxScoreURL) {
                            Label("Box score", systemImage: "list.bullet.rectangle")
                        }
                        Button(intent: RefreshScoreIntent(gameID: context.attributes.gameID)) {
                            Label("Refresh", systemImage: "arrow.clockwise")
                        }
                    }
                }
            } compactLeading: {
                Text("\(context.attributes.homeAbbreviation) \(context.state.homeScore)")
                    .monospacedDigit()
            } compactTrailing: {
                Text("\(context.state.awayScore) \(context.attributes.awayAbbreviation)")
                    .monospacedDigit()
            } minimal: {
                Text("\(context.state.homeScore)–\(context.state.awayScore)")
                    .monospacedDigit()
            }
            .widgetURL(context.attributes.gameURL)
            .keylineTint(Color.orange)
        }
    }
}

/// The Lock Screen: both teams' scores, the last play and when it happened, and Refresh.
struct GameLockScreenView: View {
    let context: ActivityViewContext<GameAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                TeamScore(team: context.attributes.homeTeam, score: context.state.homeScore)
                Spacer()
                Text(context.state.periodName)
                    .font(.caption)
                Spacer()
                TeamScore(team: context.attributes.awayTeam, score: context.state.awayScore)
            }
            HStack {
                Text(context.state.lastEvent)
                    .font(.subheadline)
                Spacer()
                Text(context.state.updatedAt, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            HStack {
                if context.isStale {
                    Label("May be out of date", systemImage: "exclamationmark.arrow.circlepath")
                        .font(.caption)
                } else {
                    Text(context.attributes.league)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button(intent: RefreshScoreIntent(gameID: context.attributes.gameID)) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
            }
        }
        .padding()
    }
}

/// A team's name over its score.
struct TeamScore: View {
    let team: String
    let score: Int

    var body: some View {
        VStack {
            Text(team)
                .font(.caption)
            Text("\(score)")
                .font(.title)
                .monospacedDigit()
                .contentTransition(.numericText())
        }
    }
}

extension GameAttributes {
    /// `scoreboard://game/G-2041`: the game's screen in the app.
    var gameURL: URL? { URL(string: "scoreboard://game/\(gameID)") }
    /// The box score, on the web site the app's universal links come from.
    var boxScoreURL: URL { URL(string: "https://scores.example.com/games/\(gameID)/boxscore")! }
}

struct GameLiveActivity_Previews: PreviewProvider {
    static let attributes = GameAttributes(gameID: "G-2041", league: "Coastal Hockey League", homeTeam: "Herons", awayTeam: "Foxes")
    static let state = GameAttributes.ContentState(
        homeScore: 1, awayScore: 0, period: 1, lastEvent: "Goal! Okafor (Lindqvist)", updatedAt: Date())

    static var previews: some View {
        Group {
            attributes
                .previewContext(state, viewKind: .content)
                .previewDisplayName("Lock Screen")
            attributes
                .previewContext(state, viewKind: .dynamicIsland(.compact))
                .previewDisplayName("Compact")
            attributes
                .previewContext(state, viewKind: .dynamicIsland(.expanded))
                .previewDisplayName("Expanded")
            attributes
                .previewContext(state, viewKind: .dynamicIsland(.minimal))
                .previewDisplayName("Minimal")
        }
    }
}
