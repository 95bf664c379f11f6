import AppIntents
import Foundation
import TapbenchCore
import WidgetKit

/// How an app introduces itself to the bench: its widget extension, and the few things its own files do
/// not say. Everything else (widgets, their intents, URL schemes, associated domains) is read from the
/// app's code and files.
///
/// ```swift
/// @main
/// struct PizzaBench {
///     static func main() async {
///         await Tapbench.main(app: AppIntroduction(
///             widgets: PizzaWidgets.self,
///             bundleIdentifier: "com.example.pizza",
///             routes: ["pizza://order/:orderID": "OrderScreen"]))
///     }
/// }
/// ```
///
/// It is a value rather than a protocol of static requirements: an initializer checks the type of
/// every field it is given, where a static requirement with a default silently keeps the default when
/// the app's declaration has another type (`static let intents = [ReorderIntent.self]` is a
/// `[ReorderIntent.Type]`, not an `[any AppIntent.Type]`).
public struct AppIntroduction: Sendable {
    /// The app's name; nil reads it from Info.plist, then falls back to the widget bundle's name.
    public var name: String?
    /// The bundle identifier, which push topics and apple-app-site-association app IDs use; nil reads it
    /// from Info.plist.
    public var bundleIdentifier: String?
    /// Intents no view of the widgets uses, such as those the app runs from Shortcuts or its own
    /// screens; those behind `Button(intent:)` and `Toggle(isOn:intent:)` are found in the views.
    public var intents: [any AppIntent.Type]
    /// Deep-link routes, pattern to screen, in order: `"pizza://order/:orderID": "OrderScreen"`.
    public var routes: [(pattern: String, screen: String)]
    /// What the app does at launch, such as listening for push-to-start tokens: it runs synchronously
    /// and starts its own tasks, as `application(_:didFinishLaunchingWithOptions:)` does.
    public var launch: (@Sendable () -> Void)?
    /// The app's `onContinueUserActivity` / `application(_:continue:restorationHandler:)`: where an
    /// `NSUserActivity` takes the person.
    public var continuation: (@Sendable (NSUserActivity) -> ContinuationDestination)?
    /// What the app's server was told about the given tokens, for `tokens`.
    public var serverRecords: (@Sendable (Set<String>) async -> [ServerRecord])?
    let widgets: WidgetBundleReader

    public init<Widgets: WidgetBundle>(
        widgets: Widgets.Type,
        name: String? = nil,
        bundleIdentifier: String? = nil,
        intents: [any AppIntent.Type] = [],
        routes: KeyValuePairs<String, String> = [:],
        launch: (@Sendable () -> Void)? = nil,
        continuation: (@Sendable (NSUserActivity) -> ContinuationDestination)? = nil,
        serverRecords: (@Sendable (Set<String>) async -> [ServerRecord])? = nil
    ) {
        self.widgets = WidgetBundleReader(widgets)
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.intents = intents
        self.routes = routes.map { (pattern: $0.key, screen: $0.value) }
        self.launch = launch
        self.continuation = continuation
        self.serverRecords = serverRecords
    }
}
