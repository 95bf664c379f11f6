import Foundation

/// The app's Xcode project, found beside or above its folders: where init reads the app's name and
/// bundle identifier when they are not given.
struct XcodeProject {
    /// `…/Pizza.xcodeproj`.
    let url: URL

    /// `Pizza`.
    var name: String { url.deletingPathExtension().lastPathComponent }

    /// The project nearest the first folder that has one in it, beside it or above it.
    static func nearest(to folders: [URL]) -> XcodeProject? {
        for folder in folders {
            var place = folder
            while true {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
                if let project = names.filter({ $0.hasSuffix(".xcodeproj") }).sorted().first {
                    return XcodeProject(url: place.appendingPathComponent(project))
                }
                guard place.pathComponents.count > 1 else { break }
                place.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// The app's bundle identifier in `project.pbxproj`, or nil when none can be told apart.
    var appBundleIdentifier: String? {
        let text = (try? String(contentsOf: url.appendingPathComponent("project.pbxproj"), encoding: .utf8)) ?? ""
        return Self.appBundleIdentifier(in: text)
    }

    /// Of the `PRODUCT_BUNDLE_IDENTIFIER`s a project sets, the app's: an extension's identifier starts with
    /// its app's and a dot (`com.example.pizza.widgets` under `com.example.pizza`), so the app's is the one
    /// the most others start with. Identifiers built from build settings (`$(…)`) are left out.
    static func appBundleIdentifier(in pbxproj: String) -> String? {
        let identifiers = Set(
            pbxproj.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "PRODUCT_BUNDLE_IDENTIFIER" else { return nil }
                let value = parts[1].trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ";\"")))
                return value.isEmpty || value.contains("$") ? nil : value
            })
        if identifiers.count == 1 { return identifiers.first }
        func extensions(of identifier: String) -> Int { identifiers.filter { $0.hasPrefix(identifier + ".") }.count }
        let apps = identifiers.filter { extensions(of: $0) > 0 }
        return apps.min { extensions(of: $0) != extensions(of: $1) ? extensions(of: $0) > extensions(of: $1) : $0 < $1 }
    }
}
