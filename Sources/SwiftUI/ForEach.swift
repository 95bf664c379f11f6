import TapbenchCore

/// One view per element, spread into the stack around it as if written out one by one.
///
/// ```swift
/// HStack {
///     ForEach(context.state.stops, id: \.self) { stop in Text(stop) }
/// }
/// ```
public struct ForEach: View, PrimitiveView {
    let nodes: [ViewNode]

    var node: ViewNode { ViewList(nodes: nodes).node }
    public var _stackChildren: [ViewNode] { nodes }

    public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content
    ) {
        nodes = data.flatMap { ViewList.children(of: content($0)) }
    }

    public init<Data: RandomAccessCollection, Content: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content)
    where Data.Element: Identifiable {
        nodes = data.flatMap { ViewList.children(of: content($0)) }
    }

    /// `ForEach(0..<3) { index in … }`.
    public init<Content: View>(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        nodes = data.flatMap { ViewList.children(of: content($0)) }
    }
}
