import TapbenchCore

/// A widget of an app's widget extension: for a Live Activity, an `ActivityConfiguration`. As on iOS,
/// this is SwiftUI's protocol, and a widget can be the extension's `@main` type on its own.
///
/// ```swift
/// struct DeliveryLiveActivity: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             LockScreenView(context: context)
///         } dynamicIsland: { context in
///             DynamicIsland { … } compactLeading: { … } compactTrailing: { … } minimal: { … }
///         }
///     }
/// }
/// ```
public protocol Widget: SendableMetatype {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }

    /// The widgets this stands for in a bundle: itself, or for the list a `@WidgetBundleBuilder` body
    /// makes, each widget listed, in order. Tapbench reads a bundle through it.
    var _bundledWidgets: [any Widget] { get }
}

extension Widget {
    public var _bundledWidgets: [any Widget] { [self] }

    /// What `@main` calls: a widget extension runs inside a bench executable, never on its own.
    public static func main() {
        WidgetExtensionEntry.refuse(TypeName.of(Self.self))
    }
}
