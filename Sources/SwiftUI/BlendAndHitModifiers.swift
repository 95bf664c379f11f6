import Foundation

// How a view mixes with what is under it and where it takes touches. A text picture draws neither, and a tap on a
// Live Activity goes to its controls and its widgetURL, so these keep the view as it is.
extension View {
    /// `.blendMode(.plusLighter)`.
    public func blendMode(_ blendMode: BlendMode) -> Self { self }
    /// `.contentShape(Rectangle())`: the whole frame takes the tap, as the bench's taps already do.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}

/// How a view's colours combine with what is beneath it.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// What a `contentShape(_:_:eoFill:)` applies to.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
