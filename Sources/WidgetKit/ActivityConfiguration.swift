import ActivityKit
import Foundation
import SwiftUI
import TapbenchCore

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
    /// The families besides `.medium` that `supplementalActivityFamilies(_:)` declares.
    var supplementalFamilies: [ActivityFamily] = []

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
        let environment = Self.environment(input.environment)
        let smallEnvironment = {
            var values = environment
            values.activityFamily = .small
            return values
        }()
        let smallView: @Sendable () -> ViewNode = { EnvironmentValues._evaluating(in: smallEnvironment) { lockScreen(context) } }
        let small = supplementalFamilies.contains(.small) ? smallView : nil
        return ActivityPresentations(lockScreen: { EnvironmentValues._evaluating(in: environment) { lockScreen(context) } }, small: small) {
            let island = EnvironmentValues._evaluating(in: environment) { dynamicIsland(context) }
            return ActivityPresentations.IslandPresentations(
                expanded: island.expanded, compactLeading: island.compactLeading, compactTrailing: island.compactTrailing,
                minimal: island.minimal, widgetURL: island.widgetURL)
        }
    }
}

extension ActivityConfiguration {
    /// What the views read with `@Environment` on the device: its settings, and `activityFamily` `.medium`,
    /// as on every iPhone presentation ("ActivityFamily").
    static func environment(_ presentation: PresentationEnvironment) -> EnvironmentValues {
        var values = EnvironmentValues(presentation: presentation)
        values.activityFamily = .medium
        values[DeviceIslandLimitedInWidthKey.self] = presentation.islandLimitedInWidth
        return values
    }
}

extension WidgetConfiguration {
    /// The families a Live Activity also supports, such as the Smart Stack on Apple Watch (seed 000).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self { self }
}

extension ActivityConfiguration {
    /// `.supplementalActivityFamilies([.small])`: on Apple Watch the Smart Stack shows the Lock Screen's view in the
    /// `.small` family rather than the compact presentation (`show 1 small`; Apple's documentation, "ActivityFamily").
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ActivityConfiguration<Attributes> {
        var configured = self
        configured.supplementalFamilies = families
        return configured
    }
}

/// A Live Activity's size: `.medium` on iPhone and iPad, `.small` in the Smart Stack on Apple Watch.
public enum ActivityFamily: Sendable, Hashable { case small, medium }

/// A configuration that declares a Live Activity: an `ActivityConfiguration`, whatever its attributes.
protocol LiveActivityDeclaring {
    func declaredLiveActivity(widgetName: String) -> DeclaredLiveActivity
}

extension ActivityConfiguration: LiveActivityDeclaring {
    func declaredLiveActivity(widgetName: String) -> DeclaredLiveActivity {
        DeclaredLiveActivity(
            widgetName: widgetName,
            presentations: PresentationSet(typeName: TypeName.of(Attributes.self), widgetName: widgetName) { input in
                try presentations(input)
            }
        ) { previews, now throws(SchemaReadError) in
            try ActivityType(Attributes.self, previews: previews, now: now)
        }
    }
}

extension PresentationSet {
    /// The presentations a widget declares, or nil when it declares no `ActivityConfiguration`.
    public init?(_ widget: any Widget) {
        guard let declaring = widget.body as? any LiveActivityDeclaring else { return nil }
        self = declaring.declaredLiveActivity(widgetName: TypeName.of(type(of: widget))).presentations
    }
}
