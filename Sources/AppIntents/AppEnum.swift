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
    public init(name: LocalizedStringResource) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
}

/// How the system shows a value.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    public let title: LocalizedStringResource
    public init(title: LocalizedStringResource) { self.title = title }
    public init(stringLiteral value: String) { title = LocalizedStringResource(value) }
}
