import Foundation
import TapbenchCore
import TapbenchRouting

extension ExampleWords {
    /// URLs the app's routes match, each built from a route's pattern with the preview values of its
    /// parameters' names: a custom scheme's first, then a web link the app opens (through its associated
    /// domains), else another route's, else the first with a query item. Routes whose every parameter
    /// has a preview value come first; others have their parameters' names in capitals. Nil when the app
    /// has no routes.
    static func links(in catalog: AppCatalog) -> (url: String?, otherURL: String?) {
        let built = catalog.routeList.compactMap { route in url(filling: route.pattern, in: catalog) }
        let urls = built.filter(\.isComplete) + built.filter { !$0.isComplete }
        guard let first = urls.first(where: { !isWeb($0.url) }) ?? urls.first else { return (nil, nil) }
        let others = urls.filter { $0.url != first.url }
        let webLink = others.first { link in
            guard isWeb(link.url), case .app = catalog.associatedDomains.decision(for: link.url) else { return false }
            return true
        }
        let withQuery = first.url + (first.url.contains("?") ? "&" : "?") + "source=widget"
        let other = webLink?.url ?? others.first?.url ?? (catalog.routes.match(withQuery) == nil ? first.url : withQuery)
        return (first.url, other)
    }

    /// `route add` of a route one segment below the first of the app's that can take one, to a screen
    /// named after its own: `delivery://order/:orderNumber/details OrderDetailsScreen`.
    static func newRoute(in catalog: AppCatalog) -> String? {
        let registered = Set(catalog.routes.patterns.map(\.description))
        for route in catalog.routeList where route.pattern.queryKeys.isEmpty && route.pattern.components.last != .catchAll {
            let pattern = route.pattern.description.hasSuffix("/") ? "\(route.pattern)details" : "\(route.pattern)/details"
            guard !registered.contains(pattern) else { continue }
            let screen = route.screen.hasSuffix("Screen") ? String(route.screen.dropLast("Screen".count)) : route.screen
            return "\(pattern) \(typed(screen + "DetailsScreen"))"
        }
        return nil
    }

    /// `pattern` with its parameters filled in; nil when the app's router would not match the result.
    private static func url(filling pattern: RoutePattern, in catalog: AppCatalog) -> (url: String, isComplete: Bool)? {
        var isComplete = true
        func value(_ name: String, integer: Bool) -> String {
            if let sample = sampleValue(named: name, in: catalog).flatMap(text(of:)), !integer || Int(sample) != nil { return sample }
            if integer { return "1" }
            isComplete = false
            return name.uppercased()
        }
        var segments: [String] = []
        for component in pattern.components {
            switch component {
            case .literal: segments.append(component.description)
            case .parameter(let name): segments.append(encoded(value(name, integer: false)))
            case .typed(let name, _): segments.append(encoded(value(name, integer: true)))
            case .wildcard: segments.append("1")
            case .catchAll: break
            }
        }
        let authority = "\(pattern.scheme)://\(pattern.host)" + (pattern.port.map { ":\($0)" } ?? "")
        let query = pattern.queryKeys.filter(\.isRequired).map { "\(encoded($0.name))=\(encoded(value($0.name, integer: false)))" }
        let url = authority + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/")) + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        return catalog.routes.match(url) == nil ? nil : (url, isComplete)
    }

    private static func isWeb(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// Percent-encodes all but letters, digits, `-`, `.`, `_` and `~`: `OA 815` is `OA%20815`.
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
