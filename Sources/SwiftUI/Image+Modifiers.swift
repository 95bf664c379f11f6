import Foundation
import TapbenchCore

// How an image scales and takes its colours. A text picture names the image and nothing more, so these
// keep it as it is.
extension Image {
    /// An image from the app's asset catalog: `Image("TeamLogo")`, `Image("TeamLogo", bundle: .main)`.
    public init(_ name: String, bundle: Bundle? = nil) { node = .image(systemName: name) }

    /// An SF Symbol drawn to a level, such as signal bars: `Image(systemName: "wifi", variableValue: 0.6)`.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// An image read aloud by no one: `Image(decorative: "Confetti")`.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Sendable {
        case tile
        case stretch
    }

    public enum TemplateRenderingMode: Sendable {
        case template
        case original
    }

    public enum Interpolation: Sendable {
        case none
        case low
        case medium
        case high
    }

    /// How large an SF Symbol is beside text: `.imageScale(.small)`.
    public enum Scale: Sendable {
        case small
        case medium
        case large
    }
}

/// Whether a view fits inside its frame or fills it: `.aspectRatio(contentMode: .fit)`.
public enum ContentMode: Sendable {
    case fit
    case fill
}

/// How an SF Symbol's layers take colour: `.symbolRenderingMode(.hierarchical)`.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String

    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> Self { self }
    public func scaledToFit() -> Self { self }
    public func scaledToFill() -> Self { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    public func imageScale(_ scale: Image.Scale) -> Self { self }
}
