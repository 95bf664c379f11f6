import Foundation
import TapbenchCore

/// An app's entry point, as the `@main` type of an iOS app declares it. The bench starts the app itself (`tapbench
/// init` leaves the `@main App` file out of a bench), so an `App` compiles here and its scenes are never shown.
///
/// ```swift
/// @main
/// struct PizzaApp: App {
///     var body: some Scene {
///         WindowGroup { OrderList() }
///     }
/// }
/// ```
public protocol App: SendableMetatype {
    associatedtype Body: Scene
    init()
    @SceneBuilder var body: Body { get }
}

extension App {
    /// What `@main` calls: in a bench the bench executable is the entry point, never the app's own.
    public static func main() {
        let line = "\(TypeName.of(Self.self)) is an app's entry point: in a bench the bench starts the app, and tapbench init leaves this file out\n"
        FileHandle.standardError.write(Data(line.utf8))
        exit(2)
    }
}

/// Part of an app's interface: a window and what it shows.
public protocol Scene {}

/// The windows of an app, each showing `content`.
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
}

/// Builds an app's `body` from its scenes.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// Where the app's scene is: in front of the person, partly covered, or in the background.
public enum ScenePhase: Sendable, Hashable, Comparable {
    case background
    case inactive
    case active
}

extension EnvironmentValues {
    /// `.active`: views are evaluated for a person looking at them.
    public var scenePhase: ScenePhase { .active }
}

extension View {
    /// What the app does with a URL it opens; the bench routes URLs through the app's routes, not through views.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
}
