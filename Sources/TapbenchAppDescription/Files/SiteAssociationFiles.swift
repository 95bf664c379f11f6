/// The apple-app-site-association files of an app's `applinks:` domains: one file that every domain serves,
/// or a file per domain. A file decides for the one domain it is served from.
///
/// ```swift
/// let one: SiteAssociationFiles = "web/.well-known/apple-app-site-association"
/// let perHost: SiteAssociationFiles = [
///     "pizza.example.com": "web/pizza/apple-app-site-association",
///     "*.pizza.example.com": "web/shops/apple-app-site-association",
/// ]
/// ```
public enum SiteAssociationFiles: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral {
    case everyHost(String)
    /// Paths by host, written as in the entitlements (`pizza.example.com`, `*.example.com`).
    case perHost([String: String])

    public init(stringLiteral path: String) { self = .everyHost(path) }

    public init(dictionaryLiteral elements: (String, String)...) {
        self = .perHost(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
    }

    /// The file that `host` (an entitlement's, such as `*.example.com`) serves, if one is given. A file for
    /// `*.example.com` may also be given under `example.com`.
    func path(for host: String) -> String? {
        switch self {
        case .everyHost(let path): return path
        case .perHost(let paths):
            let bare = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
            return paths.first { $0.key.lowercased() == host }?.value ?? paths.first { $0.key.lowercased() == bare }?.value
        }
    }
}
