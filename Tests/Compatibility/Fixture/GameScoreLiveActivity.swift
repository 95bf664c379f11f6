import ActivityKit
import AppIntents
import OSLog
import SwiftUI
import WidgetKit

struct GameScoreLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GameScoreAttributes.self) { context in
            GameScoreLockScreenView(context: context)
                .containerBackground(for: .widget) {
                    Color("ScoreBackground")
                }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamBadge(name: context.attributes.homeTeam, score: context.state.homeScore)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TeamBadge(name: context.attributes.awayTeam, score: context.state.awayScore)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("Q\(context.state.quarter)")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Button(intent: AddPointIntent(gameID: context.attributes.gameID)) {
                            Label("Point", systemImage: "plus")
                        }
                        .buttonStyle(.borderedProminent)
                        Toggle(isOn: context.state.alertsOn, intent: GameAlertsIntent(gameID: context.attributes.gameID)) {
                            Text("Alerts")
                        }
                        .labelsHidden()
                    }
                    .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
            } compactLeading: {
                Text("\(context.state.homeScore)")
                    .contentTransition(.numericText())
            } compactTrailing: {
                Text("\(context.state.awayScore)")
                    .contentTransition(.numericText())
            } minimal: {
                ViewThatFits {
                    Text("\(context.state.homeScore)–\(context.state.awayScore)")
                    Text("\(context.state.homeScore)")
                }
            }
            .contentMargins(.horizontal, 12, for: .expanded)
            .widgetURL(URL(string: "scores://game/\(context.attributes.gameID)"))
        }
    }
}

/// The score banner: both teams, the latest plays, and the controls a fan uses without opening the app.
struct GameScoreLockScreenView: View {
    let context: ActivityViewContext<GameScoreAttributes>

    var body: some View {
        VStack(spacing: 6) {
            HStack {
                TeamBadge(name: context.attributes.homeTeam, score: context.state.homeScore)
                    .layoutPriority(1)
                Spacer()
                Gauge(value: Double(context.state.quarter), in: 0...4) {
                    Text("Quarter")
                } currentValueLabel: {
                    Text("Q\(context.state.quarter)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Spacer()
                TeamBadge(name: context.attributes.awayTeam, score: context.state.awayScore)
            }
            Divider()
            Group {
                if context.state.recentPlays.isEmpty {
                    EmptyView()
                } else {
                    ForEach(context.state.recentPlays, id: \.self) { play in
                        Text(play)
                            .font(.caption)
                            .lineLimit(1)
                            .minimumScaleFactor(0.8)
                    }
                }
            }
            .transition(.opacity)
            .animation(.default, value: context.state.recentPlays)
            HStack {
                Button(intent: AddPointIntent(gameID: context.attributes.gameID)) {
                    Label("Point", systemImage: "plus.circle.fill")
                }
                .buttonStyle(.bordered)
                Toggle("Alerts", isOn: context.state.alertsOn, intent: GameAlertsIntent(gameID: context.attributes.gameID))
                Button("Refresh") {
                    Logger.scoreWidget.info("Refresh tapped for \(context.attributes.gameID, privacy: .public)")
                }
                Button {
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .opacity(0.8)
            }
        }
        .padding(.horizontal)
        .background(Color(red: 0.1, green: 0.3, blue: 0.2), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .onAppear {}
    }
}

extension Logger {
    static let scoreWidget = Logger(subsystem: "com.example.scores.widgets", category: "GameScore")
}

/// A team's name over its score, on a capsule the shape of the Dynamic Island's regions.
struct TeamBadge: View {
    let name: String
    let score: Int

    var body: some View {
        VStack {
            Text(name)
                .font(.caption2)
                .padding(.horizontal, 6)
                .background(Capsule().fill(Color.orange))
            Text("\(score)")
                .font(.title.bold())
                .id(score)
                .contentTransition(.numericText(value: Double(score)))
        }
        .padding(4)
        .overlay(ContainerRelativeShape().stroke(Color.white.opacity(0.3), lineWidth: 1))
        .clipShape(ContainerRelativeShape())
        .cornerRadius(8)
        .background(Rectangle().fill(.regularMaterial))
    }
}

struct GameScoreLiveActivity_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            GameScoreAttributes.preview
                .previewContext(GameScoreAttributes.ContentState.secondQuarter, viewKind: .content)
            GameScoreAttributes.preview
                .previewContext(GameScoreAttributes.ContentState.kickOff, viewKind: .dynamicIsland(.expanded))
        }
    }
}
