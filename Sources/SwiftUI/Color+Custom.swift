import TapbenchCore

// `Color(Palette.accent)`: a colour made from a custom colour, as iOS 17's `Color.init(_:)` makes it (Apple's
// documentation, "init(_:)" of Color: "Creates a color that represents the specified custom color"). iOS takes
// any `Hashable` shape style that resolves to a colour; being generic, it ranks below `Color(_: UIColor)`, so
// that `Color(.white)` stays the UIKit colour, as on iOS.
extension Color {
    /// `Color(Palette.Brand.accent)`: the same colour; another style is named by its type.
    public init<T: ShapeStyle & Hashable>(_ color: T) {
        self = color as? Color ?? Color(TypeName.of(T.self))
    }
}
