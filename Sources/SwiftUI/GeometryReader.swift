import Foundation
import TapbenchCore

/// A view that reads the size it is given, often to draw a bar in proportion:
///
/// ```swift
/// GeometryReader { geometry in
///     Capsule().frame(width: geometry.size.width * context.state.progress)
/// }
/// ```
///
/// A text picture has no points, so the content is laid out for a Lock Screen Live Activity's size on a
/// 6.1-inch iPhone, `GeometryProxy.lockScreenSize`; whatever it computes from it draws the same.
public struct GeometryReader: View, PrimitiveView {
    let node: ViewNode

    public init<Content: View>(@ViewBuilder content: (GeometryProxy) -> Content) {
        node = evaluate(content(GeometryProxy(size: GeometryProxy.lockScreenSize)))
    }
}

/// The size and frame a `GeometryReader` gives its content.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The Lock Screen presentation's largest size on a 6.1-inch iPhone (393 points wide), in points
    /// (Human Interface Guidelines, "Live Activities", Specifications).
    static let lockScreenSize = CGSize(width: 361, height: 160)

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// Where a frame is measured from: `geometry.frame(in: .local)`.
public enum CoordinateSpace: Sendable, Hashable {
    case global
    case local
    case named(String)
}
