import Foundation

/// An `ActivityConfiguration` the app registered for one `ActivityAttributes` type: given the stored
/// JSON, it evaluates every presentation.
public struct PresentationSet: Sendable {
    /// The attributes type's name: `DeliveryAttributes`.
    public let typeName: String
    /// The app's name for the configuration, such as `DeliveryLiveActivity`.
    public let widgetName: String
    private let evaluate: @Sendable (PresentationInput) throws -> ActivityPresentations

    public init(typeName: String, widgetName: String, evaluate: @escaping @Sendable (PresentationInput) throws -> ActivityPresentations) {
        self.typeName = typeName
        self.widgetName = widgetName
        self.evaluate = evaluate
    }

    public func presentations(for input: PresentationInput) throws -> ActivityPresentations {
        try evaluate(input)
    }
}

/// What a presentation is evaluated from: `context.attributes`, `context.state`, `context.isStale`.
public struct PresentationInput: Sendable, Hashable {
    public let attributes: JSONValue
    public let state: JSONValue
    public let isStale: Bool
    /// The activity's ActivityKit id, as `context.activityID` gives it.
    public let activityID: String
    /// The device's settings the views read with `@Environment`.
    public let environment: PresentationEnvironment

    public init(
        attributes: JSONValue, state: JSONValue, isStale: Bool, activityID: String, environment: PresentationEnvironment = PresentationEnvironment()
    ) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
        self.environment = environment
    }
}
