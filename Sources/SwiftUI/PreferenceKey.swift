/// A value child views hand up to their ancestors, such as a measured width. A text picture measures
/// nothing, so a preference keeps its default and `onPreferenceChange` is never called.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> Self { self }
    public func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void) -> Self
    where Key.Value: Equatable { self }
}
