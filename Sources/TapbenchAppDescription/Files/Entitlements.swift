import Foundation

/// What an app's entitlements file declares that the bench uses: its `applinks:` domains and its push
/// environment. Other associated-domain services (`webcredentials:`, `activitycontinuation:`, `appclips:`)
/// have nothing to do with links and are passed over.
struct Entitlements {
    var appLinks: [AppLinksEntitlement] = []
    /// `development` or `production`.
    var apsEnvironment: String?
    /// What the file holds in a shape iOS would not read, one sentence each.
    var problems: [String] = []

    static let associatedDomainsKey = "com.apple.developer.associated-domains"

    init(_ data: Data, buildSettings: [String: String]) throws(FileProblem) {
        let keys = try PropertyList(data).keys
        if let environment = keys["aps-environment"] {
            if let text = environment as? String { apsEnvironment = text } else {
                problems.append("aps-environment is \(PropertyList.kind(of: environment)), not a string")
            }
        }
        guard let domains = keys[Self.associatedDomainsKey] else { return }
        guard let entries = domains as? [Any] else {
            problems.append("\(Self.associatedDomainsKey) is \(PropertyList.kind(of: domains)), not an array of domains")
            return
        }
        for entry in entries {
            guard let text = entry as? String else {
                problems.append("\(Self.associatedDomainsKey) has \(PropertyList.kind(of: entry)), not a string such as applinks:example.com")
                continue
            }
            guard text.hasPrefix("applinks:") else { continue }
            guard let text = BuildSettings.resolve(text, with: buildSettings).value else {
                let names = BuildSettings.names(in: text)
                problems.append(
                    "\(text) names the build setting\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")): "
                        + BuildSettings.advice(for: names))
                continue
            }
            let parts = text.dropFirst("applinks:".count).split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            let host = String(parts[0])
            guard !host.isEmpty else {
                problems.append("\(text) names no domain: write applinks:example.com")
                continue
            }
            let mode = parts.count > 1 ? parts[1].split(separator: "&").first { $0.hasPrefix("mode=") }.map { String($0.dropFirst("mode=".count)) } : nil
            let entitlement = AppLinksEntitlement(host: host, mode: mode)
            if !appLinks.contains(where: { $0.host == entitlement.host }) { appLinks.append(entitlement) }
        }
    }
}
