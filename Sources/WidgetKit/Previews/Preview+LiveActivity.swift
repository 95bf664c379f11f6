import ActivityKit
import SwiftUI

/// Previews of a Live Activity's presentation `viewKind`, with `attributes` and each content state the
/// closure builds. Tapbench reads every such preview as the activity's preview values, with no need to name it.
///
/// ```swift
/// #Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
///     DeliveryLiveActivity()
/// } contentStates: {
///     DeliveryAttributes.ContentState.preparing
///     DeliveryAttributes.ContentState.onTheWay
/// }
/// ```
///
/// Modelling choice: `contentStates` is synchronous and nonisolated here, where Apple's is `@MainActor async`,
/// because the bench reads the states while it assembles the app. States written as values, as previews
/// write them, compile unchanged; a closure that awaits does not.
@freestanding(declaration)
public macro Preview<WidgetType: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> WidgetType,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "TapbenchPreviewMacros", type: "PreviewMacro")

extension Preview {
    /// The preview `#Preview(_:as:using:widget:contentStates:)` makes.
    public init<WidgetType: Widget, Attributes: ActivityAttributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> WidgetType,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]
    ) {
        self.init(displayName: name, content: LiveActivityPreviewContent(attributes: attributes, states: contentStates))
    }
}

/// Builds a Live Activity preview's content states, one per line.
@resultBuilder
public enum PreviewActivityBuilder<Attributes: ActivityAttributes> {
    public static func buildExpression(_ state: Attributes.ContentState) -> [Attributes.ContentState] { [state] }
    public static func buildPartialBlock(first: [Attributes.ContentState]) -> [Attributes.ContentState] { first }
    public static func buildPartialBlock(
        accumulated: [Attributes.ContentState], next: [Attributes.ContentState]
    ) -> [Attributes.ContentState] {
        accumulated + next
    }
    public static func buildArray(_ states: [[Attributes.ContentState]]) -> [Attributes.ContentState] { states.flatMap { $0 } }
}

/// What a Live Activity's preview shows, whatever its attributes type.
protocol ActivityPreviewContent: PreviewContent {
    /// Records the attributes with each state, reading the states now.
    func record(into collection: ActivityPreviewCollection)
}

/// What a Live Activity's preview shows: its attributes, and its states when they are read.
struct LiveActivityPreviewContent<Attributes: ActivityAttributes>: ActivityPreviewContent {
    let attributes: Attributes
    let states: () -> [Attributes.ContentState]

    func record(into collection: ActivityPreviewCollection) {
        for state in states() {
            collection.record(attributes, state: state)
        }
    }
}
