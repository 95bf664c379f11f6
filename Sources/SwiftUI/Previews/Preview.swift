import CTapbenchPreviews

/// A preview Xcode shows in its canvas. Code does not make one itself: `#Preview` expands into a
/// declaration that makes it, and Tapbench reads each one the app declares (a Live Activity's preview
/// gives the values fields left out of `start` take).
///
/// ```swift
/// #Preview("Lock Screen", as: .content, using: DeliveryAttributes.preview) {
///     DeliveryLiveActivity()
/// } contentStates: {
///     DeliveryAttributes.ContentState.preparing
///     DeliveryAttributes.ContentState.onTheWay
/// }
/// ```
public struct Preview {
    /// The name above the preview in the canvas.
    public let displayName: String?
    /// What the preview shows, for the frameworks that read it; nil for a plain view.
    package let content: (any PreviewContent)?

    package init(displayName: String?, content: (any PreviewContent)?) {
        self.displayName = displayName
        self.content = content
    }

    /// A preview of a view. The bench has no canvas, so it keeps only the name.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(displayName: name, content: nil)
    }

    /// What traits a view preview takes.
    public enum ViewTraits {}
}

/// What a preview shows that a framework reads, such as a Live Activity's attributes and states.
package protocol PreviewContent {}

/// A setting of a preview's canvas: its layout or orientation. The bench draws no canvas; traits change nothing.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { ScoreBadge(score: 3) }
/// ```
public struct PreviewTrait<T>: Sendable {
    private init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: Self { Self() }
    public static var defaultLayout: Self { Self() }
    public static func fixedLayout(width: Double, height: Double) -> Self { Self() }
    public static var portrait: Self { Self() }
    public static var portraitUpsideDown: Self { Self() }
    public static var landscapeLeft: Self { Self() }
    public static var landscapeRight: Self { Self() }
}

/// Previews of views, as Xcode shows them. Tapbench reads the app's previews without being told where they are.
///
/// ```swift
/// #Preview { ScoreBadge(score: 3) }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TapbenchPreviewMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TapbenchPreviewMacros", type: "PreviewMacro")
