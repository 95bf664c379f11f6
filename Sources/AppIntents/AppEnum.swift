/// An enum that intents take as a parameter value: its raw values are what QA type.
///
/// ```swift
/// enum Urgency: String, AppEnum {
///     case low, high
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Urgency"
///     static var caseDisplayRepresentations: [Urgency: DisplayRepresentation] = [.low: "Low", .high: "High"]
/// }
/// ```
public protocol AppEnum: CaseIterable, RawRepresentable, Sendable, Hashable where RawValue == String {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// How the system names a type.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    public let name: LocalizedStringResource
    public let numericFormat: LocalizedStringResource?
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
}

/// How the system shows a value.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public let image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }

    /// The image beside a value: an SF Symbol or an image of the app's bundle.
    public struct Image: Sendable, Hashable {
        let name: String
        let isSystem: Bool

        public init(systemName name: String, isTemplate: Bool? = nil) {
            self.name = name
            isSystem = true
        }

        public init(named name: String, isTemplate: Bool? = nil) {
            self.name = name
            isSystem = false
        }
    }
}
