import AppIntents
import Foundation
import SwiftUI
import TapbenchCore
import WidgetKit

/// How an app introduces itself to the bench: its widget extension, and the few things its own code and
/// files do not say. The rest is read from them: the Live Activities from the `WidgetBundle`, the intents
/// from the widgets' buttons and toggles, preview values from the previews, URL schemes from Info.plist,
/// universal links from the entitlements and apple-app-site-association files.
///
/// ```swift
/// extension AppIntroduction {
///     public static let pizza = AppIntroduction(
///         widgets: PizzaWidgets.self,
///         bundleIdentifier: "com.example.pizza",
///         files: AppFiles(infoPlist: "Pizza/Info.plist", entitlements: "Pizza/Pizza.entitlements"),
///         previews: [PizzaLiveActivity_Previews.self],
///         routes: ["pizza://order/:orderID": "OrderScreen"])
/// }
/// ```
///
/// It is a value rather than a protocol of static requirements: an initializer checks the type of
/// every field it is given, where a static requirement with a default silently keeps the default when
/// the app's declaration has another type (`static let intents = [ReorderIntent.self]` is a
/// `[ReorderIntent.Type]`, not an `[any AppIntent.Type]`).
public struct AppIntroduction: Sendable {
    /// The app's name; nil reads Info.plist's `CFBundleDisplayName`, then names it after its widgets.
    public var name: String?
    /// The bundle identifier, which push topics and apple-app-site-association app IDs use; nil reads it
    /// from Info.plist, where Xcode usually writes `$(PRODUCT_BUNDLE_IDENTIFIER)` instead.
    public var bundleIdentifier: String?
    /// The app's Info.plist, entitlements and apple-app-site-association files.
    public var files: AppFiles
    /// Values of the build settings the files name, such as `["APP_SCHEME": "pizza"]`.
    public var buildSettings: [String: String]
    /// Intents no widget's button or toggle uses, such as those the app runs from Shortcuts or its own
    /// screens; those behind `Button(intent:)` and `Toggle(isOn:intent:)` are found in the views.
    public var intents: [any AppIntent.Type]
    /// The `PreviewProvider`s whose `previewContext`s give the values fields left out of `start` take.
    public var previews: [any PreviewProvider.Type]
    /// Preview values given in Swift, for a device whose clock starts at the given time.
    public var previewValues: @Sendable (Date) -> [ActivityPreviewValues]
    /// Deep-link routes, pattern to screen, in order: `"pizza://order/:orderID": "OrderScreen"`.
    public var routes: [(pattern: String, screen: String)]
    /// What the app does at launch, such as listening for push-to-start tokens: it runs synchronously
    /// and starts its own tasks, as `application(_:didFinishLaunchingWithOptions:)` does.
    public var launch: (@Sendable () -> Void)?
    /// What a person can do on the app's own screens, by name: `["track": AppAction(.string("order", example:
    /// "B-2040")) { try await OrderTracker.shared.track(orderID: $0.string("order")) }]`. `app track order=B-2040`
    /// does it in the foreground.
    public var actions: [(name: String, action: AppAction)]
    /// The app's `onContinueUserActivity` / `application(_:continue:restorationHandler:)`: where an
    /// `NSUserActivity` takes the person.
    public var continuation: (@Sendable (NSUserActivity) -> ContinuationDestination)?
    /// Rules of the app's own that every command must keep, besides ActivityKit's: each is checked after every
    /// command, and a broken one fails it (`AppInvariant`).
    public var invariants: [AppInvariant]
    /// The widget extension's `@main` type, and how to read the Live Activities it declares: only when the
    /// app is assembled, since reading runs the extension's code.
    let widgets: (name: String, liveActivities: @Sendable () -> [DeclaredLiveActivity])

    /// An app whose widget extension's `@main` type is a `WidgetBundle`.
    public init<Widgets: WidgetBundle>(
        widgets: Widgets.Type,
        name: String? = nil,
        bundleIdentifier: String? = nil,
        files: AppFiles = AppFiles(),
        buildSettings: [String: String] = [:],
        intents: [any AppIntent.Type] = [],
        previews: [any PreviewProvider.Type] = [],
        previewValues: @escaping @Sendable (Date) -> [ActivityPreviewValues] = { _ in [] },
        routes: KeyValuePairs<String, String> = [:],
        launch: (@Sendable () -> Void)? = nil,
        actions: KeyValuePairs<String, AppAction> = [:],
        continuation: (@Sendable (NSUserActivity) -> ContinuationDestination)? = nil,
        invariants: [AppInvariant] = []
    ) {
        self.init(
            widgets: (TypeName.of(widgets), { liveActivities(declaredBy: widgets) }), name: name, bundleIdentifier: bundleIdentifier,
            files: files, buildSettings: buildSettings, intents: intents, previews: previews, previewValues: previewValues,
            routes: routes.map { (pattern: $0.key, screen: $0.value) }, launch: launch,
            actions: actions.map { (name: $0.key, action: $0.value) }, continuation: continuation, invariants: invariants)
    }

    private init(
        widgets: (name: String, liveActivities: @Sendable () -> [DeclaredLiveActivity]), name: String?, bundleIdentifier: String?, files: AppFiles,
        buildSettings: [String: String], intents: [any AppIntent.Type], previews: [any PreviewProvider.Type],
        previewValues: @escaping @Sendable (Date) -> [ActivityPreviewValues], routes: [(pattern: String, screen: String)],
        launch: (@Sendable () -> Void)?, actions: [(name: String, action: AppAction)],
        continuation: (@Sendable (NSUserActivity) -> ContinuationDestination)?, invariants: [AppInvariant]
    ) {
        self.widgets = widgets
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.files = files
        self.buildSettings = buildSettings
        self.intents = intents
        self.previews = previews
        self.previewValues = previewValues
        self.routes = routes
        self.launch = launch
        self.actions = actions
        self.continuation = continuation
        self.invariants = invariants
    }

    /// An app whose widget extension's `@main` type is a single `Widget`.
    public init<Declaring: Widget>(
        widget: Declaring.Type,
        name: String? = nil,
        bundleIdentifier: String? = nil,
        files: AppFiles = AppFiles(),
        buildSettings: [String: String] = [:],
        intents: [any AppIntent.Type] = [],
        previews: [any PreviewProvider.Type] = [],
        previewValues: @escaping @Sendable (Date) -> [ActivityPreviewValues] = { _ in [] },
        routes: KeyValuePairs<String, String> = [:],
        launch: (@Sendable () -> Void)? = nil,
        actions: KeyValuePairs<String, AppAction> = [:],
        continuation: (@Sendable (NSUserActivity) -> ContinuationDestination)? = nil,
        invariants: [AppInvariant] = []
    ) {
        self.init(
            widgets: (TypeName.of(widget), { liveActivities(declaredBy: widget) }), name: name, bundleIdentifier: bundleIdentifier,
            files: files, buildSettings: buildSettings, intents: intents, previews: previews, previewValues: previewValues,
            routes: routes.map { (pattern: $0.key, screen: $0.value) }, launch: launch,
            actions: actions.map { (name: $0.key, action: $0.value) }, continuation: continuation, invariants: invariants)
    }
}
