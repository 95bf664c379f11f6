import Foundation
import TapbenchCore

// The modifiers of an app's own screens: titles, toolbars, alerts and sheets, safe areas, pull to refresh and
// search. The bench shows a screen by name, so they keep the view as it is; a toolbar's, alert's or sheet's
// content is another part of the screen that nothing on a Live Activity reaches.
extension View {
    public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }
    public func navigationTitle(_ title: Text) -> Self { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self { self }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> Self { self }
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> Self { self }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> Self { self }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> Self {
        self
    }
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Self { self }
}

/// A toolbar's item: `ToolbarItem(placement: .primaryAction) { Button("Done") { … } }`.
public struct ToolbarItem: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { node = evaluate(content()) }
}

/// Several toolbar items in one place: `ToolbarItemGroup(placement: .bottomBar) { … }`.
public struct ToolbarItemGroup: View, PrimitiveView {
    let node: ViewNode
    public init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { node = evaluate(content()) }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let principal = ToolbarItemPlacement(name: "principal")
}

/// The navigation bar's title styles.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// The safe areas a view may extend into.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The iOS 13 alert: `Alert(title: Text("Cancelled"), dismissButton: .default(Text("OK")))`.
public struct Alert: Sendable {
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

    /// An alert's button.
    public struct Button: Sendable {
        public static func `default`(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (@Sendable () -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button { Button() }
    }
}
