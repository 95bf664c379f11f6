import Foundation
import TapbenchCore

/// What an app's `Info.plist` declares that the bench uses. A key the file leaves out is taken from the
/// build setting Xcode generates it from when the team gives that setting (`PRODUCT_BUNDLE_IDENTIFIER`,
/// `INFOPLIST_KEY_NSSupportsLiveActivities`), as a target with "Generate Info.plist File" builds it.
struct InfoPlist {
    var bundleIdentifier: DeclaredString?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    var displayName: DeclaredString?
    /// Every `CFBundleURLSchemes` entry of every `CFBundleURLTypes` item, in order, each once.
    var urlSchemes: [DeclaredString] = []
    var supportsLiveActivities: Bool?
    var supportsLiveActivitiesFrequentUpdates: Bool?
    /// What the file holds in a shape iOS would not read, one sentence each.
    var problems: [String] = []

    init(_ data: Data, buildSettings: [String: String]) throws(FileProblem) {
        let keys = try PropertyList(data).keys
        func string(_ key: String, generatedFrom setting: String) -> DeclaredString? {
            if let text = keys[key] as? String { return BuildSettings.resolve(text, with: buildSettings) }
            if let value = keys[key] { problems.append("\(key) is \(PropertyList.kind(of: value)), not a string") }
            return buildSettings[setting].map(DeclaredString.resolved)
        }
        func bool(_ key: String) -> Bool? {
            guard let value = keys[key] else { return buildSettings["INFOPLIST_KEY_\(key)"].flatMap(PropertyList.bool) }
            guard let bool = PropertyList.bool(value) else {
                problems.append("\(key) is \(PropertyList.kind(of: value)), not YES or NO")
                return nil
            }
            return bool
        }
        bundleIdentifier = string("CFBundleIdentifier", generatedFrom: "PRODUCT_BUNDLE_IDENTIFIER")
        displayName =
            string("CFBundleDisplayName", generatedFrom: "INFOPLIST_KEY_CFBundleDisplayName") ?? string("CFBundleName", generatedFrom: "PRODUCT_NAME")
        supportsLiveActivities = bool("NSSupportsLiveActivities")
        supportsLiveActivitiesFrequentUpdates = bool("NSSupportsLiveActivitiesFrequentUpdates")
        urlSchemes = readURLSchemes(keys["CFBundleURLTypes"], buildSettings: buildSettings)
    }

    private mutating func readURLSchemes(_ types: Any?, buildSettings: [String: String]) -> [DeclaredString] {
        guard let types else { return [] }
        guard let list = types as? [Any] else {
            problems.append("CFBundleURLTypes is \(PropertyList.kind(of: types)), not an array of URL types")
            return []
        }
        var schemes: [DeclaredString] = []
        for (index, type) in list.enumerated() {
            guard let type = type as? [String: Any] else {
                problems.append("CFBundleURLTypes item \(index) is \(PropertyList.kind(of: type)), not a dictionary")
                continue
            }
            guard let entries = type["CFBundleURLSchemes"] else { continue }
            guard let entries = entries as? [Any] else {
                problems.append("CFBundleURLTypes item \(index): CFBundleURLSchemes is \(PropertyList.kind(of: entries)), not an array of schemes")
                continue
            }
            for entry in entries {
                guard let text = entry as? String else {
                    problems.append("CFBundleURLTypes item \(index): a CFBundleURLSchemes entry is \(PropertyList.kind(of: entry)), not a string")
                    continue
                }
                let scheme = BuildSettings.resolve(text, with: buildSettings)
                if let value = scheme.value, !URLScheme.isValid(value) {
                    problems.append("CFBundleURLSchemes has \"\(value)\", which is not a URL scheme (a letter, then letters, digits, +, - or .)")
                    continue
                }
                if !schemes.contains(where: { $0.text.lowercased() == scheme.text.lowercased() }) { schemes.append(scheme) }
            }
        }
        return schemes
    }
}
