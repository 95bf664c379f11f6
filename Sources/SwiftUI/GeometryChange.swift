import Foundation

// `onGeometryChange(for:of:action:)` (Apple's documentation, "onGeometryChange(for:of:action:)"): runs its
// action when a value computed from the view's geometry changes. A rendered Live Activity is drawn once and
// never laid out again, and a text picture has no geometry, so neither closure runs.
extension View {
    /// `.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { indicatorWidth = $0 }`: the picture is the same.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> Self { self }

    /// The form whose action is given the old value and the new one.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> Self { self }
}
