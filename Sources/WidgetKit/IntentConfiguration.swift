import Intents
import SwiftUI

/// Gives a SiriKit-configured widget its entries, for the intent a person configured (Apple,
/// "IntentTimelineProvider"). The bench runs Live Activities only: providers compile, and a bundle's
/// reading skips their widgets.
///
/// ```swift
/// struct ScoreProvider: IntentTimelineProvider {
///     func placeholder(in context: Context) -> ScoreEntry { ScoreEntry(date: Date(), team: "Lakers") }
///     func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (ScoreEntry) -> ()) { … }
///     func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> ()) { … }
/// }
/// ```
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    @preconcurrency func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    @preconcurrency func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// A widget a person configures with a SiriKit intent's parameters (Apple, "IntentConfiguration").
///
/// ```swift
/// IntentConfiguration(kind: "Score", intent: ConfigurationIntent.self, provider: ScoreProvider()) { entry in
///     ScoreView(entry: entry)
/// }
/// ```
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {}
}
