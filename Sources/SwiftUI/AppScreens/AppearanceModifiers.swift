/// How an app's screens look: appearance and button shapes. The bench draws no app screens, so these compile and
/// leave the view as it is; a Live Activity's appearance comes from `set appearance`.
///
/// ```swift
/// OrderList()
///     .preferredColorScheme(.dark)
///     .buttonBorderShape(.roundedRectangle(radius: 8))
/// ```
extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}

/// The shape of a bordered button's border.
public struct ButtonBorderShape: Sendable, Equatable {
    private let name: String

    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle(\(radius))") }
}
