import TapbenchCore

/// A thin line between views. A text picture separates its rows by lines already, so it draws nothing.
public struct Divider: View, PrimitiveView {
    var node: ViewNode { .empty }
    public init() {}
}
