import AppIntents
import Foundation
import SwiftUI

// Home Screen, Lock Screen and StandBy widgets, which widget extensions often declare beside their Live
// Activities. The bench runs Live Activities only: these compile as written, and a bundle's reading skips
// them, as it skips any widget that is not an `ActivityConfiguration`.

/// One moment of a widget's timeline. Not `Sendable`, as Apple declares it ("TimelineEntry"): Xcode's
/// widget template keeps its non-`Sendable` `ConfigurationIntent` in its entry.
public protocol TimelineEntry {
    var date: Date { get }
}

/// When WidgetKit asks a widget's provider for its next timeline.
public struct TimelineReloadPolicy: Sendable, Hashable {
    let name: String
    public static let atEnd = TimelineReloadPolicy(name: "atEnd")
    public static let never = TimelineReloadPolicy(name: "never")
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after") }
}

/// A widget's entries and when to ask for more.
public struct Timeline<Entry: TimelineEntry> {
    public let entries: [Entry]
    public let policy: TimelineReloadPolicy

    public init(entries: [Entry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where Entry: Sendable {}

/// The sizes a widget comes in on iPhone and iPad; watchOS's `accessoryCorner` is unavailable on iOS, so a
/// `switch` over the iOS families is exhaustive without it.
public enum WidgetFamily: Sendable, Hashable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
}

/// What a provider is told when WidgetKit asks it for entries.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
}

/// Gives a static widget its entries.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// Gives a configurable widget its entries, for the parameters a person chose (iOS 17).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// A widget with no configuration: `StaticConfiguration(kind:provider:) { entry in … }`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}

/// A widget a person configures with an intent's parameters.
public struct AppIntentConfiguration<Content: View>: WidgetConfiguration {
    public init<Intent: WidgetConfigurationIntent, Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {}
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ name: LocalizedStringResource) -> Self { self }
    public func configurationDisplayName(_ name: String) -> Self { self }
    public func description(_ description: LocalizedStringResource) -> Self { self }
    public func description(_ description: String) -> Self { self }
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
    public func contentMarginsDisabled() -> Self { self }
}

extension EnvironmentValues {
    /// The size a Home Screen widget is drawn at; a Live Activity's is `activityFamily`.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }

/// How Xcode previews a Home Screen widget: `.previewContext(WidgetPreviewContext(family: .systemSmall))`.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    @available(iOS, deprecated: 27.0, message: "Use the #Preview macro")
    public func previewContext(_ context: WidgetPreviewContext) -> Self { self }
}
