import Foundation
import TapbenchCore

// The ways Live Activity code makes a colour: from components, from an asset catalog, or the app's
// accent. A text picture shows no colour, so each keeps only a name saying where it came from.
extension Color {
    /// `Color(red: 0.96, green: 0.42, blue: 0.18)`, or `Color(.displayP3, red: …)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init("rgb(\(red), \(green), \(blue))")
    }

    /// `Color(white: 0.2)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init("white(\(white))")
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init("hsb(\(hue), \(saturation), \(brightness))")
    }

    /// A colour from the app's asset catalog: `Color("BrandOrange", bundle: .main)`.
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// The app's accent colour, from its asset catalog.
    public static let accentColor = Color("accentColor")

    /// The colour as a gentle gradient, `Color.orange.gradient`.
    public var gradient: AnyGradient { AnyGradient() }

    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
}

/// A colour is also a view that fills its frame: `Color.black.opacity(0.8)` behind a Live Activity.
/// It draws nothing in a text picture.
extension Color: View, PrimitiveView {
    var node: ViewNode { .empty }
}
