import TapbenchCore

/// The widgets an app's widget extension offers: the extension's `@main` type on iOS, and where
/// Tapbench finds the app's Live Activities (`liveActivities(declaredBy:)` in WidgetKit).
///
/// ```swift
/// @main
/// struct SampleWidgets: WidgetBundle {
///     var body: some Widget {
///         DeliveryLiveActivity()
///         if #available(iOS 16.1, *) {
///             RideActivityWidget()
///         }
///     }
/// }
/// ```
public protocol WidgetBundle: SendableMetatype {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// What `@main` calls: a widget extension runs inside a bench executable, never on its own.
    public static func main() {
        WidgetExtensionEntry.refuse(TypeName.of(Self.self))
    }
}
