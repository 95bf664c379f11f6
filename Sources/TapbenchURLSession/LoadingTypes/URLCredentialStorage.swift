import Foundation

/// Apple's `URLCredentialStorage`, as a session's configuration names it. No server here asks for credentials
/// (README, "Where the interception sits"), so it holds none.
///
/// ```swift
/// configuration.urlCredentialStorage = nil
/// ```
open class URLCredentialStorage: NSObject, @unchecked Sendable {
    open class var shared: URLCredentialStorage { sharedStorage }
    private static let sharedStorage = URLCredentialStorage()
}
