import TapbenchCore

/// What an app's own files declare, as ``AppFiles/read(bundleIdentifier:buildSettings:)`` found it, with one
/// notice per thing missing or unreadable, each saying how to give it.
///
/// ```swift
/// let declared = AppFiles(infoPlist: "Pizza/Info.plist").read(bundleIdentifier: "com.example.pizza")
/// declared.urlSchemes          // [.resolved("pizza")]
/// declared.notices.forEach { print($0) }
/// ```
public struct DeclaredApp: Sendable, Hashable {
    /// `CFBundleIdentifier`, or the bundle identifier given to `read`, which wins.
    public var bundleIdentifier: DeclaredString?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    public var displayName: DeclaredString?
    /// Every `CFBundleURLSchemes` entry of `CFBundleURLTypes`; nil when no Info.plist was read.
    public var urlSchemes: [DeclaredString]?
    /// `NSSupportsLiveActivities`: iOS starts Live Activities only for an app that sets it to YES.
    public var supportsLiveActivities: Bool?
    /// `NSSupportsLiveActivitiesFrequentUpdates`.
    public var supportsLiveActivitiesFrequentUpdates: Bool?
    /// The entitlements' `applinks:` entries, in order.
    public var appLinks: [AppLinksEntitlement] = []
    /// The entitlements' `aps-environment`: `development` or `production`.
    public var apsEnvironment: String?
    /// Each `applinks:` domain with the components its association file gives the app (none without a
    /// file); nil when no entitlements file was read.
    public var associatedDomains: AssociatedDomains?
    /// The routes of the routes file, in order.
    public var routes: [DeclaredRoute] = []
    /// The server file's text, and its path as `AppFiles` names it: read into stubs when the app is assembled, for
    /// the device's start.
    public var serverFile: ServerFileText?
    /// One line each, in the order found: `Info.plist: CFBundleIdentifier is $(PRODUCT_BUNDLE_IDENTIFIER), …`.
    public var notices: [String] = []

    public init() {}

    /// The URL schemes, when the Info.plist was read and every one resolved; otherwise nil, so that no
    /// scheme is refused for want of a build setting.
    public var knownURLSchemes: [String]? {
        guard let urlSchemes else { return nil }
        let values = urlSchemes.compactMap(\.value)
        return values.count == urlSchemes.count ? values : nil
    }

    /// Puts into `catalog` what the files declare and the catalog needs: the bundle identifier, the URL
    /// schemes and the associated domains, each only when known. Returns one notice per custom scheme the
    /// catalog's routes use that the app does not declare, so call it after registering the routes.
    @discardableResult
    public func apply(to catalog: inout AppCatalog) -> [String] {
        if let identifier = bundleIdentifier?.value { catalog.bundleIdentifier = identifier }
        if let schemes = knownURLSchemes { catalog.urlSchemes = schemes }
        if let associatedDomains { catalog.associatedDomains = associatedDomains }
        return catalog.undeclaredSchemeProblems
    }
}

/// A server file as read, before its lines become stubs.
public struct ServerFileText: Sendable, Hashable {
    public let text: String
    /// As `AppFiles` names it: `Files/server.tapbench`.
    public let path: String
}
