import TapbenchCore

/// The first of its children that fits the space. A text picture wraps rather than clips, so the first
/// child, the one written for the most room, is the one drawn.
///
/// ```swift
/// ViewThatFits {
///     Text("Arriving in \(context.state.minutes) minutes")
///     Text("\(context.state.minutes) min")
/// }
/// ```
public struct ViewThatFits: View, PrimitiveView {
    let node: ViewNode

    public init<Content: View>(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        node = ViewList.children(of: content()).first ?? .empty
    }
}

/// A direction of layout: `ScrollView(.horizontal)`, `ViewThatFits(in: .horizontal)`.
public enum Axis: Sendable {
    case horizontal
    case vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
