import Foundation

/// An outline, as a shape of the app's own builds it in `path(in:)`:
///
/// ```swift
/// struct ProgressWedge: Shape {
///     var fraction: Double
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         path.move(to: CGPoint(x: rect.midX, y: rect.midY))
///         path.addArc(
///             center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
///             startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
///         path.closeSubpath()
///         return path
///     }
/// }
/// ```
///
/// A text picture draws no outlines, so a path keeps only the rectangle that bounds what was added.
public struct Path: Shape {
    /// The smallest rectangle holding every point added, `.null` while empty.
    public private(set) var boundingRect: CGRect = .null

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addRect(rect) }

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public var isEmpty: Bool { boundingRect.isNull }

    public func path(in rect: CGRect) -> Path { self }

    public mutating func move(to point: CGPoint) { include(point) }
    public mutating func addLine(to point: CGPoint) { include(point) }
    public mutating func addLines(_ points: [CGPoint]) { points.forEach { include($0) } }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { include(point) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { include(point) }
    public mutating func addRect(_ rect: CGRect) { boundingRect = boundingRect.union(rect) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public mutating func addEllipse(in rect: CGRect) { addRect(rect) }

    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        addRect(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }

    public mutating func closeSubpath() {}

    private mutating func include(_ point: CGPoint) {
        addRect(CGRect(origin: point, size: .zero))
    }
}
