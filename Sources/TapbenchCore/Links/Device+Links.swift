import TapbenchRouting

extension DeviceState {
    /// Delivers a URL to the app's router, and records where it landed.
    mutating func route(_ url: String, via: URLOpener, source: EventSource) {
        if let match = catalog.routes.match(url) {
            let opening = URLOpening(url: url, route: match.pattern.description, parameters: match.parameters.json, screen: match.value, via: via)
            emit(.urlOpened(opening, source: source))
        } else {
            let reason = catalog.routes.explain(url).missReason
            emit(.urlUnmatched(url: url, reason: reason?.description ?? "no route matches", code: reason?.code ?? "no_match", source: source))
        }
    }
}

extension Device {
    /// Opens `url` as the system would: an `https` link goes to the app only through its associated
    /// domains, as an `NSUserActivity` its continuation handler receives, and otherwise to the browser;
    /// any other URL goes to the app's router, when the app declares its scheme, and brings the app to the
    /// foreground, launching it cold if it is not running. `via` says what opened it.
    public func open(_ url: String, via: URLOpener, source: EventSource = .app) {
        if callerIsAbandoned { return }
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            if !via.opensContainingApp, let scheme = URLScheme.of(url), !URLScheme.isDeclared(scheme, in: catalog.urlSchemes) {
                let declared = catalog.urlSchemes ?? []
                mutate { $0.emit(.urlUnclaimed(url: url, scheme: scheme, declaredSchemes: declared, source: source)) }
                return
            }
            runApp(inForeground: true)
            mutate { $0.route(url, via: via, source: source) }
            return
        }
        switch catalog.associatedDomains.decision(for: url) {
        case .app:
            continueUserActivity(UserActivityInfo(activityType: UserActivityInfo.browsingWebType, webpageURL: url), activity: nil, source: source)
        case .browser(let reason):
            mutate { $0.emit(.urlInBrowser(url: url, reason: reason, source: source)) }
        }
    }

    /// Opens the app with an `NSUserActivity`, in the foreground (launching it cold if it is not running), and records
    /// where its continuation handler took it.
    /// A handler that answers with a URL has it routed, as a universal link's handler does.
    public func continueUserActivity(_ info: UserActivityInfo, activity: Int?, source: EventSource) {
        runApp(inForeground: true)
        let handler = catalog.continuation
        let destination = self.asCurrent { handler?(info) ?? .unhandled }
        mutate { state in
            state.emit(.continuation(info, activity: activity, destination: destination, source: source))
            if case .url(let url) = destination { state.route(url, via: .universalLink, source: source) }
        }
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
    /// How the URL reached the app.
    public let via: URLOpener
}

extension RouteParameters {
    /// The parameters as a JSON object of strings, in the router's order.
    var json: JSONObject {
        JSONObject(map { (key: $0.name, value: .string($0.value)) })
    }
}
