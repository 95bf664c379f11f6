import Foundation

/// What views read with `@Environment`: the device's settings as a presentation is drawn. Each value
/// starts as on an iPhone: light, not luminance-reduced, the default text size.
///
/// ```swift
/// @Environment(\.isLuminanceReduced) private var isLuminanceReduced
/// ```
public struct EnvironmentValues: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    /// The value set for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The values the views being evaluated read: set by `environment(_:_:)` around the views it modifies.
    @TaskLocal static var current = EnvironmentValues()
}

/// A value of the environment, and its default: `struct AccentKey: EnvironmentKey { static let defaultValue = Color.orange }`.
public protocol EnvironmentKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}
