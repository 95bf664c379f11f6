import TapbenchCore

/// A two-dimensional layout: rows of cells, each `GridRow` a row. The text picture draws the rows one under another
/// and a row's cells side by side, as it draws stacks; it does not line columns up.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Home"); Text("2") }
///     GridRow { Text("Away"); Text("1") }
/// }
/// ```
public struct Grid: View, PrimitiveView {
    let node: ViewNode

    public init<Content: View>(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        node = .stack(.vertical, ViewList.children(of: content()))
    }
}

/// A row of a `Grid`, its cells side by side.
public struct GridRow: View, PrimitiveView {
    let node: ViewNode

    public init<Content: View>(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        node = .stack(.horizontal, ViewList.children(of: content()))
    }
}
