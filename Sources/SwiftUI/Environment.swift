import TapbenchCore

/// A value of the environment, read as the view is evaluated.
///
/// ```swift
/// struct StatusView: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View { Text(colorScheme == .dark ? "Night" : "Day") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value: Sendable> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// A view evaluated with one environment value set: `.environment(\.colorScheme, .dark)`. Views that
/// the modified view's `body` builds read it; views already built in a stack's closure before the
/// modifier were evaluated as that closure ran.
public struct EnvironmentView<Content: View, Value: Sendable>: View {
    public typealias Body = Never

    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public var _evaluated: ViewNode {
        var values = EnvironmentValues.current
        values[keyPath: keyPath] = value
        return EnvironmentValues.$current.withValue(values) { content._evaluated }
    }
}

extension View {
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> EnvironmentView<Self, V> {
        EnvironmentView(content: self, keyPath: keyPath, value: value)
    }
}

/// It holds a key path into the environment, an immutable object, read when the view is evaluated.
extension Environment: @unchecked Sendable {}
