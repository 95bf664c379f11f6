import ActivityKit
import TapbenchCore

/// Values a Live Activity is previewed with: one attributes value and the content states shown with it,
/// in order. An app's previews give them (`activityPreviews(in:)`), or its description to the bench does:
///
/// ```swift
/// ActivityPreviewValues(DeliveryAttributes.preview, states: [.preparing, .onTheWay])
/// ```
public struct ActivityPreviewValues: Sendable {
    public let attributes: any ActivityAttributes
    public let states: [any Codable & Hashable & Sendable]

    public init<Attributes: ActivityAttributes>(_ attributes: Attributes, states: [Attributes.ContentState]) {
        self.attributes = attributes
        self.states = states
    }

    /// The attributes type's name: `DeliveryAttributes`.
    public var attributesTypeName: String { TypeName.of(type(of: attributes)) }

    /// The values as `Attributes` and its states, when the attributes are of that type.
    func typed<Attributes: ActivityAttributes>(as type: Attributes.Type) -> (attributes: Attributes, states: [Attributes.ContentState])? {
        guard let attributes = attributes as? Attributes else { return nil }
        return (attributes, states.compactMap { $0 as? Attributes.ContentState })
    }
}
