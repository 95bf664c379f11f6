/// One `applinks:` entry of the app's `com.apple.developer.associated-domains` entitlement:
/// `applinks:pizza.example.com?mode=developer` has host `pizza.example.com` and mode `developer`.
public struct AppLinksEntitlement: Sendable, Hashable {
    /// `pizza.example.com`, or `*.pizza.example.com` for its subdomains, lowercased.
    public let host: String
    /// `developer`, `managed` or `developer+managed` from `?mode=`: how iOS fetches the domain's file
    /// (from the site itself, or for managed devices), which the bench does not, since it reads the file given.
    public let mode: String?

    public init(host: String, mode: String? = nil) {
        self.host = host.lowercased()
        self.mode = mode
    }
}
