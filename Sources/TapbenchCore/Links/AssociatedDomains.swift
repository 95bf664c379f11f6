/// The app's associated domains: which `https` links open the app rather than the browser, the way an
/// apple-app-site-association file's `applinks` section decides it.
///
/// ```swift
/// AssociatedDomains([AppLinksDomain(host: "delivery.example.com", components: [
///     AppLinksComponent(path: "/orders/*/receipt", exclude: true),
///     AppLinksComponent(path: "/orders/*"),
/// ])])
/// ```
public struct AssociatedDomains: Sendable {
    public var domains: [AppLinksDomain]

    public init(_ domains: [AppLinksDomain] = []) { self.domains = domains }

    /// Whether the app or the browser gets `url`, and why.
    public func decision(for url: String) -> UniversalLinkDecision {
        guard let parts = WebURL(url) else {
            return .browser(reason: Self.isWebURLWithoutHost(url) ? "the URL has no host" : "not an http or https URL")
        }
        guard url.lowercased().hasPrefix("https://") else { return .browser(reason: "universal links are https only") }
        guard let domain = domains.first(where: { $0.matches(host: parts.host) }) else {
            let hosts = domains.map { "applinks:\($0.host)" }.joined(separator: ", ")
            return .browser(reason: "\(parts.host) is not an associated domain (\(hosts.isEmpty ? "none" : hosts))")
        }
        for component in domain.components where component.matches(parts) {
            if component.exclude { return .browser(reason: "excluded by \(component.summary) in applinks:\(domain.host)") }
            return .app(component: component.summary)
        }
        return .browser(reason: "no component of applinks:\(domain.host) matches \(parts.path)")
    }
}

extension AssociatedDomains {
    /// Whether `url` is an http or https URL with no host, such as `https://`: no site serves it.
    public static func isWebURLWithoutHost(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && WebURL(url) == nil
    }
}

/// Where a universal link goes.
public enum UniversalLinkDecision: Sendable, Hashable {
    /// The app opens it, through an `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`.
    case app(component: String)
    case browser(reason: String)
}

/// One `applinks:` domain and its components, in order: the first that matches decides.
public struct AppLinksDomain: Sendable {
    /// `delivery.example.com`, or `*.example.com` for every subdomain (not the domain itself).
    public let host: String
    public let components: [AppLinksComponent]

    public init(host: String, components: [AppLinksComponent]) {
        self.host = host.lowercased()
        self.components = components
    }

    func matches(host candidate: String) -> Bool {
        if host.hasPrefix("*.") { return candidate.hasSuffix(host.dropFirst()) && candidate.count > host.count - 1 }
        return candidate == host
    }
}

/// A component of an `applinks` section: a path pattern (`*` any run of characters, `?` one), optional
/// query items and fragment, and whether a match excludes the link.
public struct AppLinksComponent: Sendable {
    public let path: String
    public let query: [String: String]
    public let fragment: String?
    public let exclude: Bool
    public let caseSensitive: Bool

    public init(path: String, query: [String: String] = [:], fragment: String? = nil, exclude: Bool = false, caseSensitive: Bool = true) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
    }

    /// `"/orders/*"`, as the decision names it.
    var summary: String {
        var text = "\"/\": \"\(path)\""
        if !query.isEmpty { text += ", \"?\": \(query.keys.sorted().map { "\($0)=\(query[$0] ?? "")" }.joined(separator: "&"))" }
        if let fragment { text += ", \"#\": \"\(fragment)\"" }
        return "{\(text)}"
    }

    func matches(_ url: WebURL) -> Bool {
        guard Self.wildcard(path, matches: url.path, caseSensitive: caseSensitive) else { return false }
        for (key, pattern) in query {
            guard let value = url.query[key], Self.wildcard(pattern, matches: value, caseSensitive: caseSensitive) else { return false }
        }
        if let fragment { return Self.wildcard(fragment, matches: url.fragment ?? "", caseSensitive: caseSensitive) }
        return true
    }

    /// `*` matches any run of characters, `?` exactly one.
    static func wildcard(_ pattern: String, matches text: String, caseSensitive: Bool) -> Bool {
        let pattern = Array(caseSensitive ? pattern : pattern.lowercased())
        let text = Array(caseSensitive ? text : text.lowercased())
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// An http(s) URL split the way an associated-domains check reads it.
struct WebURL {
    let host: String
    let path: String
    let query: [String: String]
    let fragment: String?

    init?(_ text: String) {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return nil }
        var rest = Substring(text.drop { $0 != ":" }.dropFirst(3))
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var queryText = ""
        if let mark = rest.firstIndex(of: "?") {
            queryText = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash].split(separator: "@").last.map(String.init) ?? ""
        host = String(authority.split(separator: ":").first ?? "").lowercased()
        path = slash == rest.endIndex ? "/" : String(rest[slash...])
        var items: [String: String] = [:]
        for item in queryText.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1)
            let key = String(pair[0])
            if items[key] == nil { items[key] = pair.count > 1 ? String(pair[1]) : "" }
        }
        query = items
        self.fragment = fragment
        guard !host.isEmpty else { return nil }
    }
}
