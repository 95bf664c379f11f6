import TapbenchCore

/// A view whose type is erased, as code that picks between views at run time returns it.
///
/// ```swift
/// func badge(for state: GameState) -> AnyView { state.isFinal ? AnyView(Text("Final")) : AnyView(ProgressView()) }
/// ```
public struct AnyView: View, PrimitiveView {
    let node: ViewNode
    let children: [ViewNode]

    public init<V: View>(_ view: V) {
        node = view._evaluated
        children = view._stackChildren
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public var _stackChildren: [ViewNode] { children }
}
