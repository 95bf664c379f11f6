/// An http(s) URL split the way an associated-domains check reads it: each part as written, still
/// percent-encoded.
struct WebURL {
    let host: String
    let path: String
    /// The text after `?`, or nil when there is none.
    let query: String?
    /// The query's items in order, each split on its first `=`; a repeated name appears as often as it is written.
    let queryItems: [(name: String, value: String)]
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
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash].split(separator: "@").last.map(String.init) ?? ""
        host = String(authority.split(separator: ":").first ?? "").lowercased()
        path = slash == rest.endIndex ? "/" : String(rest[slash...])
        self.query = query
        queryItems = (query ?? "").split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(pair[0]), pair.count > 1 ? String(pair[1]) : "")
        }
        self.fragment = fragment
        guard !host.isEmpty else { return nil }
    }
}
