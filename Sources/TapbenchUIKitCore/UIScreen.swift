import Foundation

/// The device's screen, as app code sizes its views by it: `.frame(width: UIScreen.main.bounds.size.width)`.
/// The bench's screen is an iPhone's with a Dynamic Island, 393 by 852 points at 3 pixels a point (iPhone 15;
/// a modelling choice: a text picture lays nothing out by size).
public final class UIScreen: Sendable {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's rectangle in points.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public let scale: CGFloat = 3

    private init() {}
}
