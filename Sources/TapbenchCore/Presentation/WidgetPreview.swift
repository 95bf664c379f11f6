/// A widget evaluated with its type's preview values, as `routes --check`, `intents` and `help`'s
/// examples read it: `DeliveryLiveActivity` with order A-7189, its Cancel button behind
/// `CancelDeliveryIntent(orderID: "A-7189")`.
public struct WidgetPreview: Sendable {
    public let type: ActivityType
    /// The app's name for the configuration: `DeliveryLiveActivity`.
    public let widgetName: String
    /// Nil when the widget's code could not build them from the preview values.
    public let presentations: ActivityPresentations?
}

extension AppCatalog {
    /// Each widget whose attributes type the app registered, in registration order, evaluated with that
    /// type's preview values.
    ///
    /// ```swift
    /// for preview in catalog.widgetPreviews {
    ///     let controls = preview.presentations?.content(of: .expanded).controls ?? []
    /// }
    /// ```
    public var widgetPreviews: [WidgetPreview] {
        presentationSets.compactMap { set in
            guard let type = activityType(named: set.typeName) else { return nil }
            let input = PresentationInput(attributes: type.sampleAttributes, state: type.sampleState, isStale: false, activityID: "preview")
            return WidgetPreview(type: type, widgetName: set.widgetName, presentations: try? set.presentations(for: input))
        }
    }
}
