import AppIntents
import SwiftUI

// Previews of Home Screen and Lock Screen widgets. They compile as written; the bench runs Live
// Activities only, so it reads nothing from them.

/// A widget previewed in `family` with the entries the closure builds.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     ScoreWidget()
/// } timeline: {
///     ScoreEntry(date: .now, home: 2, away: 1)
/// }
/// ```
@freestanding(declaration)
public macro Preview<WidgetType: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> WidgetType,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
) = #externalMacro(module: "TapbenchPreviewMacros", type: "PreviewMacro")

/// A configurable widget previewed in `family` with `intent`'s parameters and the entries its provider gives.
@freestanding(declaration)
public macro Preview<WidgetType: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> WidgetType,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "TapbenchPreviewMacros", type: "PreviewMacro")

/// A widget previewed in `family` with the entries its provider gives.
@freestanding(declaration)
public macro Preview<WidgetType: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> WidgetType, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "TapbenchPreviewMacros", type: "PreviewMacro")

extension Preview {
    /// The preview `#Preview(_:as:widget:timeline:)` makes.
    public init<WidgetType: Widget, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> WidgetType,
        @PreviewTimelineBuilder<Entry> timeline: @escaping () -> [Entry]
    ) {
        self.init(displayName: name, content: nil)
    }

    /// The preview `#Preview(_:as:using:widget:timelineProvider:)` makes.
    public init<WidgetType: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> WidgetType,
        timelineProvider: @escaping () -> Provider
    ) {
        self.init(displayName: name, content: nil)
    }

    /// The preview `#Preview(_:as:widget:timelineProvider:)` makes.
    public init<WidgetType: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> WidgetType, timelineProvider: @escaping () -> Provider
    ) {
        self.init(displayName: name, content: nil)
    }
}

/// Builds a widget preview's timeline entries, one per line.
@resultBuilder
public enum PreviewTimelineBuilder<Entry: TimelineEntry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildPartialBlock(first: [Entry]) -> [Entry] { first }
    public static func buildPartialBlock(accumulated: [Entry], next: [Entry]) -> [Entry] { accumulated + next }
    public static func buildArray(_ entries: [[Entry]]) -> [Entry] { entries.flatMap { $0 } }
}
