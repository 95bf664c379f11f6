import Foundation

/// A component of an `applinks` section, as Apple's "applinks.Details.Components" defines it: patterns for
/// the path (`/`), the query (`?`) and the fragment (`#`), each matching anything when left out; whether a
/// match excludes the link; and whether matching is case-sensitive and compares percent-encoded text.
///
/// ```swift
/// AppLinksComponent(path: "/orders/*", query: ["ref": "push*"])    // /orders/A-7189?ref=push-42
/// AppLinksComponent(path: "/orders/*/receipt", exclude: true)
/// ```
public struct AppLinksComponent: Sendable, Hashable {
    public let path: String?
    public let query: AppLinksQuery?
    public let fragment: String?
    public let exclude: Bool
    /// `"caseSensitive": false` compares patterns and URLs ignoring case (default true).
    public let caseSensitive: Bool
    /// `"percentEncoded": true` (the default) matches patterns against the URL as written, `%20` and all;
    /// false decodes each part first, so a pattern can hold a space or `é`. Apple documents the key as
    /// "whether URLs are percent-encoded" and no more: this reading is a labelled modelling choice.
    public let percentEncoded: Bool

    public init(
        path: String? = nil, query: AppLinksQuery? = nil, fragment: String? = nil, exclude: Bool = false, caseSensitive: Bool = true,
        percentEncoded: Bool = true
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }

    /// `{"/": "/orders/*", "?": {"ref": "push*"}}`, as the decision names it: the keys the component sets.
    var summary: String {
        var parts: [String] = []
        if let path { parts.append("\"/\": \(JSONValue.string(path).jsonText)") }
        switch query {
        case .pattern(let pattern): parts.append("\"?\": \(JSONValue.string(pattern).jsonText)")
        case .items(let items):
            let pairs = items.keys.sorted().map { "\(JSONValue.string($0).jsonText): \(JSONValue.string(items[$0] ?? "").jsonText)" }
            parts.append("\"?\": {\(pairs.joined(separator: ", "))}")
        case nil: break
        }
        if let fragment { parts.append("\"#\": \(JSONValue.string(fragment).jsonText)") }
        if !caseSensitive { parts.append("\"caseSensitive\": false") }
        if !percentEncoded { parts.append("\"percentEncoded\": false") }
        return "{\(parts.joined(separator: ", "))}"
    }

    /// Whether every part the component sets matches. A query item the URL lacks, or has with no value, reads
    /// as `""`; a repeated one must match each time (WWDC19 "What's New in Universal Links").
    func matches(_ url: WebURL, variables: [String: [String]]) -> Bool {
        if let path, !matches(path, url.path, variables) { return false }
        switch query {
        case .pattern(let pattern):
            if !matches(pattern, url.query ?? "", variables) { return false }
        case .items(let items):
            for (name, pattern) in items {
                let values = url.queryItems.filter { text($0.name) == name }.map(\.value)
                if !(values.isEmpty ? [""] : values).allSatisfy({ matches(pattern, $0, variables) }) { return false }
            }
        case nil: break
        }
        if let fragment, !matches(fragment, url.fragment ?? "", variables) { return false }
        return true
    }

    private func matches(_ pattern: String, _ part: String, _ variables: [String: [String]]) -> Bool {
        AppLinksPattern(pattern, variables: variables, caseSensitive: caseSensitive).matches(text(part))
    }

    private func text(_ part: String) -> String {
        percentEncoded ? part : part.removingPercentEncoding ?? part
    }
}
