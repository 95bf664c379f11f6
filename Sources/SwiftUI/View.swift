import TapbenchCore

/// A piece of a presentation, written as in SwiftUI. Tapbench evaluates views into a `ViewNode` tree
/// instead of drawing pixels.
///
/// ```swift
/// struct LockScreenView: View {
///     let context: ActivityViewContext<DeliveryAttributes>
///     var body: some View { Text(context.attributes.restaurantName) }
/// }
/// ```
public protocol View: SendableMetatype {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// The element tree the view stands for. Tapbench provides it: a view's comes from its `body`, and
    /// the views Tapbench evaluates directly give their own, found without a cast at each view.
    var _evaluated: ViewNode { get }
    /// What a stack takes from the view as children: a `@ViewBuilder` list spreads out, any other view is one.
    var _stackChildren: [ViewNode] { get }
}

extension View {
    public var _evaluated: ViewNode { body._evaluated }
    public var _stackChildren: [ViewNode] { [_evaluated] }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// A view Tapbench evaluates directly has no body: its `_evaluated` gives its element tree. WidgetKit's
    /// views, such as the one `widgetURL(_:)` makes, are written this way too.
    public var body: Never {
        return fatalError("\(Self.self) is evaluated directly")
    }
}

/// A view of this module that Tapbench evaluates directly rather than through its `body`.
protocol PrimitiveView: View where Body == Never {
    var node: ViewNode { get }
}

extension PrimitiveView {
    public var _evaluated: ViewNode { node }
}

/// The element tree a view stands for.
func evaluate<V: View>(_ view: V) -> ViewNode {
    view._evaluated
}

/// Several views in a row, as a `@ViewBuilder` closure gives them.
public struct ViewList: View, PrimitiveView {
    let nodes: [ViewNode]

    var node: ViewNode {
        switch nodes.count {
        case 0: .empty
        case 1: nodes[0]
        default: .stack(.vertical, nodes)
        }
    }

    public var _stackChildren: [ViewNode] { nodes }

    /// The nodes a stack takes as its children: a list spreads out, a single view stays one.
    static func children<V: View>(of view: V) -> [ViewNode] {
        view._stackChildren
    }
}

@resultBuilder
public enum ViewBuilder {
    /// A view that draws nothing, such as a shape or a colour, takes no place in the list: a `ZStack`
    /// over a `Circle` draws what is on it.
    public static func buildExpression<V: View>(_ view: V) -> ViewList { ViewList(nodes: ViewList.children(of: view).filter { !$0.isEmpty }) }
    public static func buildBlock(_ lists: ViewList...) -> ViewList { ViewList(nodes: lists.flatMap(\.nodes)) }
    /// One view, the commonest block: kept as it is rather than gathered into a new list.
    public static func buildBlock(_ list: ViewList) -> ViewList { list }
    public static func buildBlock(_ first: ViewList, _ second: ViewList) -> ViewList { ViewList(nodes: first.nodes + second.nodes) }
    public static func buildIf(_ list: ViewList?) -> ViewList { list ?? ViewList(nodes: []) }
    public static func buildEither(first list: ViewList) -> ViewList { list }
    public static func buildEither(second list: ViewList) -> ViewList { list }
    public static func buildLimitedAvailability(_ list: ViewList) -> ViewList { list }
}
