import Foundation

/// What an app's `Info.plist` says literally of who the app is, for `tapbench init` when there is no Xcode project to
/// read: a value written as a build setting (`$(PRODUCT_BUNDLE_IDENTIFIER)`) is none.
///
/// ```swift
/// let identity = InfoPlistIdentity(contentsOf: URL(fileURLWithPath: "Pizza/Info.plist"))
/// identity.bundleIdentifier   // "com.example.pizza"
/// ```
package struct InfoPlistIdentity: Equatable {
    /// `CFBundleIdentifier`.
    package let bundleIdentifier: String?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    package let name: String?

    /// Nothing when the file cannot be read or is not a property list; `init` reports those when it reads the file
    /// again for the app's files.
    package init(contentsOf url: URL) {
        let plist = (try? Data(contentsOf: url)).flatMap { data in try? InfoPlist(data, buildSettings: [:]) }
        bundleIdentifier = plist?.bundleIdentifier?.value
        name = plist?.displayName?.value
    }
}
