import TapbenchCore

// The containers of an app's own screens, which app code declares beside its Live Activities. The bench shows
// an app's screen by name, not drawn, so each lays its content out as a stack: the words and buttons stay
// findable when a view shared with a widget is evaluated, and the screen's code compiles as written.

/// `NavigationStack { OrderList() }`: its root view.
public struct NavigationStack: View, PrimitiveView {
    let node: ViewNode
    public init<Root: View>(@ViewBuilder root: () -> Root) { node = evaluate(root()) }
    public init<Data, Root: View>(path: Binding<Data>, @ViewBuilder root: () -> Root) { node = evaluate(root()) }
}

/// The iOS 13 form of `NavigationStack`.
public struct NavigationView: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(@ViewBuilder content: () -> Content) { node = evaluate(content()) }
}

/// `List { … }` or `List(orders) { order in … }`: its rows, one under another.
public struct List: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(@ViewBuilder content: () -> Content) { node = .stack(.vertical, ViewList.children(of: content())) }
    public init<Selection, Content: View>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        node = .stack(.vertical, ViewList.children(of: content()))
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        node = .stack(.vertical, ForEach(data, id: id, content: rowContent)._stackChildren)
    }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable {
        node = .stack(.vertical, ForEach(data, content: rowContent)._stackChildren)
    }
}

/// `Section("Today") { … }`: its header over its rows, then its footer.
public struct Section: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(@ViewBuilder content: () -> Content) { node = .stack(.vertical, ViewList.children(of: content())) }
    public init<Content: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        node = .stack(.vertical, [.text(String(title))] + ViewList.children(of: content()))
    }
    public init<Content: View, Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        node = .stack(.vertical, [evaluate(header())] + ViewList.children(of: content()))
    }
    public init<Content: View, Header: View, Footer: View>(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        node = .stack(.vertical, [evaluate(header())] + ViewList.children(of: content()) + [evaluate(footer())])
    }
}

/// `Form { … }`: its sections, one under another.
public struct Form: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(@ViewBuilder content: () -> Content) { node = .stack(.vertical, ViewList.children(of: content())) }
}

/// `ScrollView { … }`: all of its content, as if it were scrolled through.
public struct ScrollView: View, PrimitiveView {
    let node: ViewNode
    @available(iOS, deprecated: 27.0)
    public init<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        node = .stack(axes == .horizontal ? .horizontal : .vertical, ViewList.children(of: content()))
    }
}

/// `TabView { … }`: every tab's view, one under another.
public struct TabView: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(@ViewBuilder content: () -> Content) { node = .stack(.vertical, ViewList.children(of: content())) }
    public init<Selection, Content: View>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        node = .stack(.vertical, ViewList.children(of: content()))
    }
}

/// `NavigationLink("Details") { OrderDetail() }`: its label; the destination is another screen.
public struct NavigationLink: View, PrimitiveView {
    let node: ViewNode
    public init<Label: View, Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        node = evaluate(label())
    }
    public init<Destination: View, S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { node = .text(String(title)) }
    public init<Label: View, P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { node = evaluate(label()) }
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { node = .text(String(title)) }
}
