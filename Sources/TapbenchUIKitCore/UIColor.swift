/// A colour: one of the system's, or red, green and blue components.
///
/// ```swift
/// Color(uiColor: .systemOrange)
/// Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
/// ```
public final class UIColor: Sendable {
    /// How the bench names the colour: `orange`, or `#FF8000` for components (with the alpha when it is not 1).
    public let name: String

    init(name: String) { self.name = name }

    public convenience init(red: Double, green: Double, blue: Double, alpha: Double) {
        let hex = [red, green, blue].map { Self.hexByte($0) }.joined()
        self.init(name: alpha >= 1 ? "#\(hex)" : "#\(hex)\(Self.hexByte(alpha))")
    }

    private static func hexByte(_ component: Double) -> String {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    public static let systemRed = UIColor(name: "red")
    public static let systemOrange = UIColor(name: "orange")
    public static let systemYellow = UIColor(name: "yellow")
    public static let systemGreen = UIColor(name: "green")
    public static let systemMint = UIColor(name: "mint")
    public static let systemTeal = UIColor(name: "teal")
    public static let systemCyan = UIColor(name: "cyan")
    public static let systemBlue = UIColor(name: "blue")
    public static let systemIndigo = UIColor(name: "indigo")
    public static let systemPurple = UIColor(name: "purple")
    public static let systemPink = UIColor(name: "pink")
    public static let systemBrown = UIColor(name: "brown")
    public static let systemGray = UIColor(name: "gray")
    public static let label = UIColor(name: "primary")
    public static let secondaryLabel = UIColor(name: "secondary")
    public static let systemBackground = UIColor(name: "background")
    public static let black = UIColor(name: "black")
    public static let white = UIColor(name: "white")
    public static let clear = UIColor(name: "clear")
}
