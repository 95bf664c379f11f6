import TapbenchCore

public struct VStack: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        node = .stack(.vertical, ViewList.children(of: content()))
    }
}

public struct HStack: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        node = .stack(.horizontal, ViewList.children(of: content()))
    }
}

public struct ZStack: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        node = .stack(.depth, ViewList.children(of: content()))
    }
}

/// Views grouped without a layout of their own: in a stack, its views spread out as if written there.
public struct Group: View, PrimitiveView {
    let nodes: [ViewNode]
    var node: ViewNode { ViewList(nodes: nodes).node }
    public var _stackChildren: [ViewNode] { nodes }
    public init<Content: View>(@ViewBuilder content: () -> Content) { nodes = ViewList.children(of: content()) }
}

public struct Spacer: View, PrimitiveView {
    var node: ViewNode { .spacer }
    public init(minLength: Double? = nil) {}
}

public struct EmptyView: View, PrimitiveView {
    var node: ViewNode { .empty }
    public init() {}
}
