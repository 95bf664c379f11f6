import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// Seed 000's Emoji Rangers presentations: the Lock Screen shows the hero, the compact leading view the
// avatar and the trailing one a health ring, and the expanded presentation is built with a
// `@DynamicIslandExpandedContentBuilder` function, as the seed writes it. Its Share button is bound to a
// plain AppIntent on purpose: seed 002's troubleshooting list says such a button does nothing.

struct AdventureActivityConfiguration: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            AdventureLiveActivityView(
                hero: context.attributes.hero,
                isStale: context.isStale,
                contentState: context.state
            )
            .activityBackgroundTint(Color.liveActivityBackground.opacity(0.25))
            .widgetURL(URL(string: "emojirangers://hero/\(context.attributes.hero.name.urlSegment)"))
        } dynamicIsland: { context in
            DynamicIsland {
                expandedContent(
                    hero: context.attributes.hero,
                    contentState: context.state,
                    isStale: context.isStale
                )
            } compactLeading: {
                Text(context.attributes.hero.avatar)
                    .accessibilityLabel("The avatar of \(context.attributes.hero.name).")
            } compactTrailing: {
                ProgressView(value: context.state.currentHealthLevel, total: 1) {
                    Text("\(context.state.healthPercent)")
                }
                .progressViewStyle(.circular)
            } minimal: {
                Text("\(context.state.healthPercent)%")
            }
            .widgetURL(URL(string: "emojirangers://hero/\(context.attributes.hero.name.urlSegment)"))
            .contentMargins(.trailing, 8, for: .expanded)
        }
    }

    @DynamicIslandExpandedContentBuilder
    private func expandedContent(hero: EmojiRanger,
                                 contentState: AdventureAttributes.ContentState,
                                 isStale: Bool) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedRegion(.leading) {
            Text("\(hero.avatar) \(hero.name)")
        }

        DynamicIslandExpandedRegion(.trailing) {
            Text(isStale ? "Out of date" : "Health \(contentState.healthPercent)%")
        }

        DynamicIslandExpandedRegion(.bottom) {
            ProgressView(value: contentState.currentHealthLevel, total: 1)
            Text(contentState.eventDescription)
            Button(intent: ShareAdventureIntent()) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
        }
    }
}

struct AdventureLiveActivityView: View {
    let hero: EmojiRanger
    let isStale: Bool
    let contentState: AdventureAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("\(hero.avatar) \(hero.name)").font(.headline)
                Spacer()
                Text("Health \(contentState.healthPercent)%")
            }
            ProgressView(value: contentState.currentHealthLevel, total: 1)
            Text(contentState.eventDescription).font(.caption)
            if isStale {
                Text("Out of date").foregroundStyle(.secondary)
            }
        }
    }
}

extension Color {
    static let liveActivityBackground = Color("liveActivityBackground")
}

/// Shares the adventure. A plain AppIntent, not a LiveActivityIntent: from a Live Activity's button it
/// does nothing in the app (seed 002, troubleshooting).
struct ShareAdventureIntent: AppIntent {
    static var title: LocalizedStringResource = "Share Adventure"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

extension AdventureAttributes.ContentState {
    /// The health level as a whole percentage, held to 0…100 whatever a push sends (`1e308` shows 100).
    var healthPercent: Int { Int(min(max(currentHealthLevel, 0), 1) * 100) }
}

// Xcode's previews of Spouty's adventure, which Tapbench also reads as the type's preview values.
struct AdventureActivityConfiguration_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            AdventureAttributes.preview
                .previewContext(.begun(for: .spouty), viewKind: .content)
                .previewDisplayName("Lock Screen")
            AdventureAttributes.preview
                .previewContext(.begun(for: .spouty), viewKind: .dynamicIsland(.minimal))
                .previewDisplayName("Minimal")
        }
    }
}
