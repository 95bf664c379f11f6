import ActivityKit
import Foundation
import SwiftUI
import TapbenchCore

/// A widget's description: what it shows. For Live Activities, an `ActivityConfiguration`.
public protocol WidgetConfiguration {}

extension WidgetConfiguration {
    /// The families a Live Activity also supports, such as the Smart Stack on Apple Watch (seed 000).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self { self }
}

public enum ActivityFamily: Sendable { case small, medium }

/// A Live Activity's presentations for one `ActivityAttributes` type.
///
/// ```swift
/// ActivityConfiguration(for: DeliveryAttributes.self) { context in
///     LockScreenView(context: context)
/// } dynamicIsland: { context in
///     DynamicIsland { … } compactLeading: { … } compactTrailing: { … } minimal: { … }
/// }
/// ```
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, Sendable {
    let lockScreen: @Sendable (ActivityViewContext<Attributes>) -> ViewNode
    let dynamicIsland: @Sendable (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping @Sendable (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping @Sendable (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        lockScreen = { content($0)._evaluated }
        self.dynamicIsland = dynamicIsland
    }

    /// Every presentation, for one activity's stored content: the content is decoded now, so that a
    /// mismatch is reported at once; the views are evaluated when first read.
    func presentations(_ input: PresentationInput) throws -> ActivityPresentations {
        let context = ActivityViewContext<Attributes>(
            attributes: try JSONCoding.decode(Attributes.self, from: input.attributes),
            state: try JSONCoding.decode(Attributes.ContentState.self, from: input.state),
            isStale: input.isStale, activityID: input.activityID)
        let lockScreen = lockScreen
        let dynamicIsland = dynamicIsland
        return ActivityPresentations(lockScreen: { lockScreen(context) }) {
            let island = dynamicIsland(context)
            return ActivityPresentations.IslandPresentations(
                expanded: island.expanded, compactLeading: island.compactLeading, compactTrailing: island.compactTrailing,
                minimal: island.minimal, widgetURL: island.widgetURL)
        }
    }
}

/// A widget of the app's widget extension.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// The widgets the extension offers.
public protocol WidgetBundle {
    init()
    @WidgetBundleBuilder var body: [any Widget] { get }
}

@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression(_ widget: any Widget) -> [any Widget] { [widget] }
    public static func buildBlock(_ widgets: [any Widget]...) -> [any Widget] { widgets.flatMap { $0 } }
}

/// Presentations Tapbench can evaluate.
protocol PresentationProviding {
    func presentationSet(widgetName: String) -> PresentationSet
}

extension ActivityConfiguration: PresentationProviding {
    func presentationSet(widgetName: String) -> PresentationSet {
        PresentationSet(typeName: TypeName.of(Attributes.self), widgetName: widgetName) { input in try presentations(input) }
    }
}

extension PresentationSet {
    /// The presentations a widget declares, or nil when it declares no `ActivityConfiguration`.
    public init?(_ widget: any Widget) {
        guard let provider = widget.body as? any PresentationProviding else { return nil }
        self = provider.presentationSet(widgetName: String(describing: type(of: widget)))
    }
}
