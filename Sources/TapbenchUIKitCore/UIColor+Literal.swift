/// `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`, as Xcode's colour picker writes one: a `UIColor` by
/// default, as UIKit makes it, or a SwiftUI `Color` where the code asks for one.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
