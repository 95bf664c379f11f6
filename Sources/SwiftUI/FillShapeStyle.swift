/// The system's fill for shapes and backgrounds, at four levels of emphasis: `.fill`, `.fill.secondary`,
/// `.fill.tertiary`, `.fill.quaternary` (Apple's documentation, "FillShapeStyle"). A text picture shows no
/// colour.
///
/// ```swift
/// WidgetEntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
/// ```
public struct FillShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

// A style's lower levels of emphasis, as `ShapeStyle` gives them to any style (`.fill.tertiary`,
// `Color.orange.secondary`): the same style in a text picture.
extension ShapeStyle {
    public var secondary: Self { self }
    public var tertiary: Self { self }
    public var quaternary: Self { self }
    public var quinary: Self { self }
}
