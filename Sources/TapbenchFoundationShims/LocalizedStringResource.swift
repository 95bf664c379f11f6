/// Foundation's `LocalizedStringResource`, which Foundation on Linux lacks. ActivityKit's
/// `AlertConfiguration` and AppIntents' titles take one; a string literal makes one.
///
/// ```swift
/// static var title: LocalizedStringResource = "Cancel Delivery"
/// ```
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text, which is also its localization key.
    public let key: String

    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }

    public var description: String { key }
}

extension String {
    /// The resource's text, as `String(localized:)` gives it on Apple platforms.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}
