import Foundation

/// Where an app's own declarations are: its `Info.plist`, its entitlements file and the
/// apple-app-site-association files of its `applinks:` domains, a file of deep-link routes if the app
/// keeps them in one rather than in Swift (see `AppIntroduction.routes`), and how its server answers. Any of
/// them may be left out.
///
/// A relative path is taken from the folder of the Swift file that makes the `AppFiles`, so a bench
/// finds the files whatever folder it runs from:
///
/// ```swift
/// let files = AppFiles(
///     infoPlist: "PizzaWidgets/Info.plist", entitlements: "Pizza/Pizza.entitlements",
///     aasa: ["pizza.example.com": "../../web/.well-known/apple-app-site-association"])
/// let declared = files.read(bundleIdentifier: "com.example.pizza")
/// ```
public struct AppFiles: Sendable, Hashable {
    public var infoPlist: String?
    public var entitlements: String?
    public var aasa: SiteAssociationFiles?
    /// A text file of routes, one `PATTERN SCREEN` a line: `pizza://order/:orderNumber OrderScreen`.
    public var routes: String?
    /// How the app's server answers every session: one `server stub` (or `server fail`, `server forward`) a
    /// line, as typed at the prompt: `server stub POST https://api.pizza.example.com/orders 201 @order.json`.
    public var server: String?
    /// The folder relative paths are taken from.
    public var folder: String

    /// - Parameter file: the Swift file whose folder relative paths start from: the caller's, unless given.
    public init(
        infoPlist: String? = nil, entitlements: String? = nil, aasa: SiteAssociationFiles? = nil, routes: String? = nil, server: String? = nil,
        relativeTo file: String = #filePath
    ) {
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.aasa = aasa
        self.routes = routes
        self.server = server
        folder = (file as NSString).deletingLastPathComponent
    }
}
