import TapbenchCore

/// A view with another laid over or under it: `.overlay { }` and `.background { }` with views. What the
/// layer shows stays on the picture: an overlay's text beside the view, a background's controls under it.
///
/// ```swift
/// Image(systemName: "bag.fill")
///     .overlay(alignment: .topTrailing) { Text("\(context.state.itemCount)") }
/// ```
public struct LayeredView<Content: View, Layer: View>: View {
    public typealias Body = Never

    let content: Content
    let layer: Layer
    let isOver: Bool

    public var _evaluated: ViewNode {
        let base = content._evaluated
        let layerNode = layer._evaluated
        if case .empty = layerNode { return base }
        return isOver ? .stack(.horizontal, [base, layerNode]) : .stack(.depth, [base, layerNode])
    }
}

extension View {
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> LayeredView<Self, V> {
        LayeredView(content: self, layer: content(), isOver: true)
    }

    /// The older form, `.overlay(Text("New"), alignment: .top)`. A colour is a style, not this.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> LayeredView<Self, V> {
        LayeredView(content: self, layer: overlay, isOver: true)
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> LayeredView<Self, V> {
        LayeredView(content: self, layer: content(), isOver: false)
    }

    /// The older form, `.background(Capsule().fill(.orange))`. A colour is a style, not this.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> LayeredView<Self, V> {
        LayeredView(content: self, layer: background, isOver: false)
    }

    /// `.background(.orange, in: Capsule())`: a fill a text picture does not draw.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> Self { self }
    /// `.overlay(.orange, in: Capsule())`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> Self { self }
}
