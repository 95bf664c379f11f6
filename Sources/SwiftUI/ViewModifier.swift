import TapbenchCore

/// A modifier an app writes of its own, applied with `.modifier(_:)`: its `body(content:)` is what is drawn.
///
/// ```swift
/// struct Pill: ViewModifier {
///     func body(content: Content) -> some View { content.padding(4).background(.orange, in: Capsule()) }
/// }
/// Text("LIVE").modifier(Pill())
/// ```
public protocol ViewModifier: SendableMetatype {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let node: ViewNode
    public var _stackChildren: [ViewNode] { children }
    let children: [ViewNode]
}

/// A view with a modifier of the app's own applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    let content: Content
    let modifier: Modifier

    var node: ViewNode {
        modifier.body(content: _ViewModifier_Content(node: content._evaluated, children: content._stackChildren))._evaluated
    }
}

extension View {
    /// Applies a modifier of the app's own: `Text("LIVE").modifier(Pill())`.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
