import Foundation
import TapbenchCore

/// An apple-app-site-association file's `applinks` section, read as Apple's "applinks" reference and
/// "Supporting associated domains" define it, in both its forms: `details` entries with `appIDs` and
/// `components` (iOS 13 and later), and the earlier `appID` with `paths` such as `"NOT /help/*"`.
struct SiteAssociation {
    let applinks: JSONObject?

    init(_ data: Data) throws(FileProblem) {
        guard !data.isEmpty else { throw FileProblem(reason: "is empty") }
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            throw FileProblem(reason: "is not JSON: \(error)")
        }
        guard let object = root.objectValue else { throw FileProblem(reason: "holds \(root.kindDescription), not a JSON object") }
        applinks = object["applinks"]?.objectValue
    }

    /// The app's part of the section: the components of every `details` entry that names the app, in order
    /// (the first that matches a URL decides), and the section's substitution variables.
    func appLinks(for bundleIdentifier: String) -> AppLinksSection {
        var section = AppLinksSection()
        guard let applinks else { return section }
        section.substitutionVariables = substitutionVariables(applinks["substitutionVariables"], problems: &section.problems)
        let defaults = MatchingDefaults(applinks["defaults"], at: "applinks.defaults", inheriting: MatchingDefaults(), problems: &section.problems)
        guard let details = applinks["details"] else { return section }
        guard case .array(let entries) = details else {
            section.problems.append("applinks.details is \(details.kindDescription), not an array")
            return section
        }
        for (index, entry) in entries.enumerated() {
            let place = "applinks.details[\(index)]"
            guard let entry = entry.objectValue else {
                section.problems.append("\(place) is \(entry.kindDescription), not an object")
                continue
            }
            let appIDs = Self.appIDs(of: entry)
            section.appIDs += appIDs
            guard appIDs.contains(where: { Self.bundleIdentifier(of: $0) == bundleIdentifier }) else { continue }
            section.namesApp = true
            let entryDefaults = MatchingDefaults(entry["defaults"], at: "\(place).defaults", inheriting: defaults, problems: &section.problems)
            if let components = entry["components"] {
                section.components += self.components(components, at: "\(place).components", defaults: entryDefaults, problems: &section.problems)
            } else if let paths = entry["paths"] {
                section.components += Self.legacyComponents(paths, at: "\(place).paths", problems: &section.problems)
            }
        }
        return section
    }

    /// `com.example.pizza` from `ABCDE12345.com.example.pizza`: an app ID is `<Team ID>.<bundle identifier>`.
    static func bundleIdentifier(of appID: String) -> String? {
        guard let dot = appID.firstIndex(of: ".") else { return nil }
        return String(appID[appID.index(after: dot)...])
    }

    private static func appIDs(of entry: JSONObject) -> [String] {
        var ids: [String] = []
        if let id = entry["appID"]?.stringValue { ids.append(id) }
        if case .array(let list) = entry["appIDs"] { ids += list.compactMap(\.stringValue) }
        return ids
    }

    private func substitutionVariables(_ value: JSONValue?, problems: inout [String]) -> [String: [String]] {
        guard let value else { return [:] }
        guard let object = value.objectValue else {
            problems.append("applinks.substitutionVariables is \(value.kindDescription), not an object")
            return [:]
        }
        var variables: [String: [String]] = [:]
        for (name, values) in object {
            guard case .array(let list) = values, list.allSatisfy({ $0.stringValue != nil }) else {
                problems.append("applinks.substitutionVariables.\(name) is not an array of strings: $(\(name)) is matched as plain text")
                continue
            }
            variables[name] = list.compactMap(\.stringValue)
        }
        return variables
    }

    private func components(_ value: JSONValue, at place: String, defaults: MatchingDefaults, problems: inout [String]) -> [AppLinksComponent] {
        guard case .array(let list) = value else {
            problems.append("\(place) is \(value.kindDescription), not an array")
            return []
        }
        return list.enumerated().compactMap { index, item in
            do throws(ComponentProblem) {
                return try Self.component(item, at: "\(place)[\(index)]", defaults: defaults, problems: &problems)
            } catch {
                problems.append("\(place)[\(index)] \(error.reason): the component is left out")
                return nil
            }
        }
    }

    private struct ComponentProblem: Error {
        let reason: String
    }

    private static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]

    private static func component(
        _ item: JSONValue, at place: String, defaults: MatchingDefaults, problems: inout [String]
    ) throws(ComponentProblem) -> AppLinksComponent {
        guard let object = item.objectValue else { throw ComponentProblem(reason: "is \(item.kindDescription), not an object") }
        for key in object.keys where !componentKeys.contains(key) {
            problems.append("\(place) has the key \"\(key)\", which applinks components do not have: it is ignored")
        }
        func string(_ key: String) throws(ComponentProblem) -> String? {
            guard let value = object[key] else { return nil }
            guard let text = value.stringValue else { throw ComponentProblem(reason: "has \"\(key)\": \(value.kindDescription), not a pattern string") }
            return text
        }
        func bool(_ key: String) throws(ComponentProblem) -> Bool? {
            guard let value = object[key] else { return nil }
            guard case .bool(let flag) = value else { throw ComponentProblem(reason: "has \"\(key)\": \(value.kindDescription), not true or false") }
            return flag
        }
        var query: AppLinksQuery?
        switch object["?"] {
        case nil: break
        case .string(let pattern): query = .pattern(pattern)
        case .object(let items):
            var patterns: [String: String] = [:]
            for (name, pattern) in items {
                guard let text = pattern.stringValue else {
                    throw ComponentProblem(reason: "has \"?\": {\"\(name)\": \(pattern.kindDescription)}, not a pattern string")
                }
                patterns[name] = text
            }
            query = .items(patterns)
        case .some(let other): throw ComponentProblem(reason: "has \"?\": \(other.kindDescription), not a pattern string or an object of them")
        }
        return AppLinksComponent(
            path: try string("/"), query: query, fragment: try string("#"), exclude: try bool("exclude") ?? false,
            caseSensitive: try bool("caseSensitive") ?? defaults.caseSensitive, percentEncoded: try bool("percentEncoded") ?? defaults.percentEncoded)
    }

    /// `"NOT /help/*"` excludes; paths were matched against the path alone, case-sensitively.
    private static func legacyComponents(_ value: JSONValue, at place: String, problems: inout [String]) -> [AppLinksComponent] {
        guard case .array(let list) = value else {
            problems.append("\(place) is \(value.kindDescription), not an array")
            return []
        }
        return list.enumerated().compactMap { index, item in
            guard let text = item.stringValue else {
                problems.append("\(place)[\(index)] is \(item.kindDescription), not a path pattern: it is left out")
                return nil
            }
            if text.hasPrefix("NOT ") { return AppLinksComponent(path: String(text.dropFirst(4)), exclude: true) }
            return AppLinksComponent(path: text)
        }
    }
}
