import Foundation
import TapbenchCore

// Gradients fill shapes and backgrounds, and stand as views of their own. A text picture shows no
// colour, so they draw nothing.

/// Colours at positions along a gradient: `Gradient(colors: [.orange, .red])`.
public struct Gradient: Sendable, Hashable {
    public var stops: [Stop]

    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? Double($0.offset) / Double(colors.count - 1) : 0) }
    }

    public init(stops: [Stop]) { self.stops = stops }

    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}

/// The gradient `Color.gradient` gives.
public struct AnyGradient: ShapeStyle, View, PrimitiveView {
    var node: ViewNode { .empty }
}

/// A point in a view's frame, from `.topLeading` (0, 0) to `.bottomTrailing` (1, 1).
public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, for angular gradients and rotations: `.degrees(90)`.
public struct Angle: Sendable, Hashable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
}

/// `LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)`.
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    var node: ViewNode { .empty }

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// `RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)`.
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
    var node: ViewNode { .empty }

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// `AngularGradient(colors: [.green, .yellow, .red], center: .center)`.
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
    var node: ViewNode { .empty }

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
}

extension ShapeStyle where Self == LinearGradient {
    /// `.foregroundStyle(.linearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
