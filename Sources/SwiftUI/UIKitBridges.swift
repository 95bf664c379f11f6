import TapbenchUIKitCore

// SwiftUI's bridges from UIKit, which `import SwiftUI` alone brings on iOS.

extension Image {
    /// `Image(uiImage: UIImage(named: "pizza")!)`: drawn by the image's name.
    public init(uiImage: UIImage) { self.init(uiImage.name) }
}

extension Color {
    /// `Color(uiColor: .systemOrange)`: named as the `UIColor` is.
    public init(uiColor: UIColor) { self.init(uiColor.name) }

    /// `Color(.systemOrange)`, the form without a label.
    public init(_ uiColor: UIColor) { self.init(uiColor.name) }
}

extension Color: _ExpressibleByColorLiteral {
    /// `let accent: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`: named by its components.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(uiColor: UIColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
}

extension Font {
    /// `Font(UIFont.systemFont(ofSize: 12))`: a UIKit font in a SwiftUI view, named as `.system(size:)` names one.
    public init(_ font: UIFont) {
        self.init(name: font.fontName.hasPrefix(".SFUI") ? "system \(font.pointSize)" : font.fontName)
    }
}
