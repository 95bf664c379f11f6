/// The third and further levels of foreground emphasis, after `.primary` and `.secondary`:
/// `.foregroundStyle(.tertiary)`. A text picture shows no colour.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let tertiary = HierarchicalShapeStyle(level: 3)
    public static let quaternary = HierarchicalShapeStyle(level: 4)
    public static let quinary = HierarchicalShapeStyle(level: 5)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

/// The view's tint colour as a style: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// No colour at all: `.background(.clear)`.
    public static var clear: Color { Color.clear }
}
