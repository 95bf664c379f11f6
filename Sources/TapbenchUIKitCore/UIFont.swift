import Foundation

/// A font, as UIKit code sizes text with one: `UIFont.systemFont(ofSize: 12, weight: .regular)`, and
/// `Font(uiFont)` in a SwiftUI view. The bench draws text in characters, so a font keeps its size, weight and name.
public final class UIFont: Sendable, Hashable {
    /// The font's size in points.
    public let pointSize: CGFloat
    public let fontName: String
    let weight: Weight

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font in a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font whose digits all take the same width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-Monospaced", pointSize: fontSize, weight: weight)
    }

    /// A font by its PostScript name; nil never, since the bench has every font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// A font's weight, from `ultraLight` to `black`.
    public struct Weight: RawRepresentable, Sendable, Hashable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}

extension NSAttributedString.Key {
    /// The font of a run of text, a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
}

extension NSString {
    /// The size `self` takes in the attributes' font: each character half the font's size wide, and a line 1.2 times
    /// its size high (a modelling choice: the bench measures no glyphs), with no font, 12 points.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let pointSize = (attributes?[.font] as? UIFont)?.pointSize ?? 12
        return CGSize(width: CGFloat(length) * pointSize / 2, height: pointSize * 1.2)
    }
}
