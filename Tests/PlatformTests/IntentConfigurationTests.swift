import Intents
@testable import TapbenchSampleApp
import Testing
import WidgetKit

/// The intent Xcode generates from a widget's intent definition file: app code, not Apple's.
private class ConfigurationIntent: INIntent {
    var team: String?
}

/// A SiriKit-configured Home Screen widget beside a Live Activity, as Xcode's widget extension template
/// wrote them before App Intents: `IntentTimelineProvider` and `IntentConfiguration` (Apple,
/// "IntentTimelineProvider", "IntentConfiguration").
private struct ScoreEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

private struct ScoreProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry {
        ScoreEntry(date: Date(), configuration: ConfigurationIntent())
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping @Sendable (ScoreEntry) -> ()) {
        completion(ScoreEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> ()) {
        let entries = (0..<5).map { ScoreEntry(date: Date().addingTimeInterval(Double($0) * 3600), configuration: configuration) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct ScoreEntryView: View {
    var entry: ScoreProvider.Entry

    var body: some View {
        Text("\(entry.configuration.team ?? "No team") tonight")
    }
}

private struct ScoreWidget: Widget {
    let kind: String = "ScoreWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: ScoreProvider()) { entry in
            ScoreEntryView(entry: entry)
        }
        .configurationDisplayName("Tonight's game")
        .description("The team you follow.")
    }
}

private struct ScoreWidgets: WidgetBundle {
    var body: some Widget {
        ScoreWidget()
        DeliveryLiveActivity()
    }
}

@Suite("Intent-configured widgets")
struct IntentConfigurationTests {
    @Test("reading a bundle skips an IntentConfiguration widget, as it skips every widget that is no ActivityConfiguration")
    func readingSkipsIntentConfiguredWidgets() {
        #expect(liveActivities(declaredBy: ScoreWidgets.self).map(\.widgetName) == ["DeliveryLiveActivity"])
        #expect(liveActivities(declaredBy: ScoreWidget.self).isEmpty)
    }

    @Test("the widget's entry view draws what the person configured, from the intent its entry keeps")
    func entryViewDraws() {
        let configuration = ConfigurationIntent()
        configuration.team = "Lakers"
        let views = [ScoreEntryView(entry: ScoreEntry(date: Date(), configuration: configuration)), ScoreEntryView(entry: ScoreEntry(date: Date(), configuration: ConfigurationIntent()))]
        #expect(views.map { String(describing: $0._evaluated) } == [Text("Lakers tonight"), Text("No team tonight")].map { String(describing: $0._evaluated) })
    }
}
