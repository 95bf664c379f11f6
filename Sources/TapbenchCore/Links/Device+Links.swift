import Routing

extension DeviceState {
    /// Delivers a URL to the app as the system would, and records where it landed.
    mutating func open(_ url: String, via: String, source: EventSource) {
        if let match = catalog.routes.match(url) {
            emit(.urlOpened(URLOpening(url: url, route: match.pattern.description, parameters: match.parameters.json, screen: match.value, via: via), source: source))
        } else {
            let reason = catalog.routes.explain(url).missReason
            emit(.urlUnmatched(url: url, reason: reason?.description ?? "no route matches", code: reason?.code ?? "no_match", source: source))
        }
    }
}

extension Device {
    /// Opens `url` in the app: `url.opened` with the route and its parameters, or `url.unmatched` with why.
    /// `via` says how it was delivered: `open`, `widgetURL`, `Link`, or an intent.
    public func open(_ url: String, via: String, source: EventSource = .app) {
        if callerIsAbandoned { return }
        mutate { $0.open(url, via: via, source: source) }
    }
}

/// Where a URL landed.
public struct URLOpening: Sendable, Hashable {
    public let url: String
    /// The pattern exactly as registered.
    public let route: String
    /// The parameters, path first then query, as strings.
    public let parameters: JSONObject
    public let screen: String
    /// How the URL reached the app: `open`, `widgetURL`, `Link`.
    public let via: String
}

extension RouteParameters {
    /// The parameters as a JSON object of strings, in the router's order.
    var json: JSONObject {
        JSONObject(map { (key: $0.name, value: .string($0.value)) })
    }
}
