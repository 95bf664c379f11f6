import Foundation

// SwiftUI's modifiers that change only how a view looks. A text picture keeps the view as it is.
extension View {
    public func font(_ font: Font?) -> Self { self }
    public func fontWeight(_ weight: Font.Weight?) -> Self { self }
    public func bold(_ isActive: Bool = true) -> Self { self }
    public func italic(_ isActive: Bool = true) -> Self { self }
    public func monospacedDigit() -> Self { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func foregroundColor(_ color: Color?) -> Self { self }
    public func tint(_ tint: Color?) -> Self { self }
    /// `.tint(LinearGradient(…))`: any style, as iOS 16 takes it.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
    public func lineLimit(_ number: Int?) -> Self { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func padding(_ length: CGFloat) -> Self { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Self { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> Self { self }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> Self { self }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> Self { self }
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityLabel(_ label: Text) -> Self { self }
}
