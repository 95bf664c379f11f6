import Foundation
import TapbenchCore

/// A Live Activity that an app's widget extension declares: a widget whose body is an
/// `ActivityConfiguration`. `liveActivities(declaredBy:)` finds them.
///
/// ```swift
/// for activity in liveActivities(declaredBy: SampleWidgets.self) {
///     catalog.register(try activity.activityType(previews: previews))
///     catalog.register(presentations: activity.presentations)
/// }
/// ```
public struct DeclaredLiveActivity: Sendable {
    /// The widget's type name: `DeliveryLiveActivity`.
    public let widgetName: String
    /// Every presentation the widget's `ActivityConfiguration` gives, for any content.
    public let presentations: PresentationSet
    private let makeActivityType: @Sendable ([ActivityPreviewValues], Date) throws(SchemaReadError) -> ActivityType

    init(
        widgetName: String, presentations: PresentationSet,
        makeActivityType: @escaping @Sendable ([ActivityPreviewValues], Date) throws(SchemaReadError) -> ActivityType
    ) {
        self.widgetName = widgetName
        self.presentations = presentations
        self.makeActivityType = makeActivityType
    }

    /// The attributes type's name, as push payloads give it: `DeliveryAttributes`.
    public var attributesTypeName: String { presentations.typeName }

    /// The attributes type as the device registers it. Its values for the REPL come from the first
    /// preview whose attributes are of this type (its attributes and first state); without one, from the
    /// type's placeholder, with `now` for its dates, or else nothing, so that `start` must give each field.
    public func activityType(previews: [ActivityPreviewValues] = [], now: Date = Device.defaultStart) throws(SchemaReadError) -> ActivityType {
        try makeActivityType(previews, now)
    }
}
