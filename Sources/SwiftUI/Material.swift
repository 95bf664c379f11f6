/// A blurred, translucent background: `.background(.ultraThinMaterial)`. A text picture shows none.
public struct Material: ShapeStyle {
    let name: String

    public static let ultraThinMaterial = Material(name: "ultraThin")
    public static let thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular")
    public static let thickMaterial = Material(name: "thick")
    public static let ultraThickMaterial = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}
