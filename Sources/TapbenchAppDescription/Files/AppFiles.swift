/// Where an app's own declarations are: its `Info.plist`, its entitlements file and the
/// apple-app-site-association files of its `applinks:` domains, as paths from the bench's working folder.
/// Any of them may be left out.
///
/// ```swift
/// let files = AppFiles(
///     infoPlist: "../Pizza/Pizza/Info.plist", entitlements: "../Pizza/Pizza/Pizza.entitlements",
///     aasa: ["pizza.example.com": "../web/.well-known/apple-app-site-association"])
/// let declared = files.read(bundleIdentifier: "com.example.pizza")
/// ```
public struct AppFiles: Sendable, Hashable {
    public var infoPlist: String?
    public var entitlements: String?
    public var aasa: SiteAssociationFiles?

    public init(infoPlist: String? = nil, entitlements: String? = nil, aasa: SiteAssociationFiles? = nil) {
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.aasa = aasa
    }
}
