/// The app's associated domains: which `https` links open the app rather than the browser, the way an
/// apple-app-site-association file's `applinks` section decides it.
///
/// ```swift
/// AssociatedDomains([AppLinksDomain(host: "delivery.example.com", components: [
///     AppLinksComponent(path: "/orders/*/receipt", exclude: true),
///     AppLinksComponent(path: "/orders/*"),
/// ])])
/// ```
public struct AssociatedDomains: Sendable, Hashable {
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
        for component in domain.components where component.matches(parts, variables: domain.substitutionVariables) {
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
public struct AppLinksDomain: Sendable, Hashable {
    /// `delivery.example.com`, or `*.example.com` for every subdomain (not the domain itself).
    public let host: String
    public let components: [AppLinksComponent]
    /// The association file's `substitutionVariables`: `["food": ["pizza", "sushi"]]` makes `/$(food)/*`
    /// match `/pizza/margherita`.
    public let substitutionVariables: [String: [String]]

    public init(host: String, components: [AppLinksComponent], substitutionVariables: [String: [String]] = [:]) {
        self.host = host.lowercased()
        self.components = components
        self.substitutionVariables = substitutionVariables
    }

    /// The `$(name)`s the components use that are neither the domain's substitution variables nor predefined
    /// ones (`$(alpha)`, `$(digit)`, `$(lang)`, …), each once: the bench matches them as plain text.
    public var undefinedVariables: [String] {
        var names: [String] = []
        for component in components {
            var patterns = [component.path, component.fragment].compactMap { $0 }
            switch component.query {
            case .pattern(let pattern): patterns.append(pattern)
            case .items(let items): patterns += items.keys.sorted().compactMap { items[$0] }
            case nil: break
            }
            for name in patterns.flatMap(AppLinksPattern.variableNames(in:))
            where substitutionVariables[name] == nil && AppLinksPattern.predefined[name] == nil && !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    func matches(host candidate: String) -> Bool {
        if host.hasPrefix("*.") { return candidate.hasSuffix(host.dropFirst()) && candidate.count > host.count - 1 }
        return candidate == host
    }
}
