import Foundation
import TapbenchCore

/// A 2D shape drawn as a view, a background or a clip: `Capsule().fill(.orange)`. A text picture has no
/// paint, so a shape draws nothing; the text laid over it stays.
///
/// ```swift
/// ZStack {
///     Circle().stroke(.white.opacity(0.3), lineWidth: 4)
///     Text("\(context.state.minutesLeft)")
/// }
/// ```
public protocol Shape: View, Sendable where Body == Never {
    /// The outline in `rect`. A text picture never draws it; a shape of the app's own, such as a wedge for a
    /// timer, declares it as on iOS.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var _evaluated: ViewNode { .empty }

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> Self { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self { self }
    public func stroke(lineWidth: CGFloat = 1) -> Self { self }
    public func stroke(style: StrokeStyle) -> Self { self }
    /// A part of the outline, from `from` to `to` of its length: a ring that fills as progress grows.
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> Self { self }
}

/// A shape whose outline can be drawn inside its frame: `strokeBorder(_:lineWidth:)`.
public protocol InsettableShape: Shape {}

extension InsettableShape {
    public func inset(by amount: CGFloat) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> Self { self }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
}

public struct Circle: InsettableShape {
    public init() {}
}

public struct Rectangle: InsettableShape {
    public init() {}
}

public struct Ellipse: InsettableShape {
    public init() {}
}

public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
}

public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
}

/// The shape of the container the view sits in: a widget's or a Live Activity's rounded corners.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
}

public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

/// How `fill(_:style:)` decides what is inside; nothing a text picture shows.
public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// How `stroke(_:style:)` draws an outline; nothing a text picture shows.
public struct StrokeStyle: Sendable {
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {}
}

/// The end of a stroked line, as Core Graphics names it.
public enum CGLineCap: Sendable {
    case butt
    case round
    case square
}

/// The corner where stroked lines meet, as Core Graphics names it.
public enum CGLineJoin: Sendable {
    case miter
    case round
    case bevel
}
