import Foundation

// Modifiers that shape, clip, lay out or animate a view, as Live Activity code writes them. A text picture
// keeps the view as it is.
extension View {
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    /// `.clipShape(Capsule())`, `.clipShape(.rect(cornerRadius: 12))`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    public func clipped(antialiased: Bool = false) -> Self { self }
    public func fixedSize() -> Self { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }
    public func padding(_ insets: EdgeInsets) -> Self { self }
    public func layoutPriority(_ value: Double) -> Self { self }
    /// The view's identity, so that iOS animates a new value as a new view; the picture is the same.
    public func id<ID: Hashable>(_ id: ID) -> Self { self }
    public func transition(_ transition: AnyTransition) -> Self { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> Self { self }
    /// A toggle or gauge shown without its label on iOS; a text picture still names it, so that a tap can find it.
    public func labelsHidden() -> Self { self }
    /// Runs nothing: a Live Activity is rendered, its views never appear in a running app.
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    public func invalidatableContent(_ invalidatable: Bool = true) -> Self { self }
    public func widgetAccentable(_ accentable: Bool = true) -> Self { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> Self { self }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> Self { self }
    /// The widget's background, which iOS draws behind it (`.containerBackground(.fill.tertiary, for: .widget)`).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> Self { self }
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self {
        self
    }
}

/// Where `contentMargins(_:_:for:)` applies.
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
}

/// The container whose background `containerBackground(_:for:)` sets; WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Sendable {
    package init() {}
}
