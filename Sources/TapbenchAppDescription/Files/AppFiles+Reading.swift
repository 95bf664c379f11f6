import Foundation

extension AppFiles {
    /// Reads the files from disk. `bundleIdentifier` is the one the app's introduction gives: it stands for
    /// `$(PRODUCT_BUNDLE_IDENTIFIER)` and wins over the file's. `buildSettings` give the values of other
    /// settings the files name, such as `["APP_SCHEME": "pizza"]`. Nothing here throws: what is missing or
    /// unreadable becomes a notice.
    ///
    /// ```swift
    /// let declared = AppFiles(infoPlist: "Pizza/Info.plist", entitlements: "Pizza/Pizza.entitlements", aasa: "web/apple-app-site-association")
    ///     .read(bundleIdentifier: "com.example.pizza")
    /// ```
    public func read(bundleIdentifier: String? = nil, buildSettings: [String: String] = [:]) -> DeclaredApp {
        let folder = folder
        return read(bundleIdentifier: bundleIdentifier, buildSettings: buildSettings) { path throws(FileProblem) in try Self.load(path, from: folder) }
    }

    /// Reads the files through `load`, which gives a path's bytes or says why it cannot.
    func read(bundleIdentifier: String?, buildSettings: [String: String], loading load: @escaping (String) throws(FileProblem) -> Data) -> DeclaredApp {
        var reader = DeclaredAppReader(files: self, bundleIdentifier: bundleIdentifier, buildSettings: buildSettings, load: load)
        return reader.read()
    }

    /// A file's bytes; a relative path is taken from `folder`, which a missing file's reason names.
    static func load(_ path: String, from folder: String) throws(FileProblem) -> Data {
        let tildeExpanded = NSString(string: path).expandingTildeInPath
        let expanded = tildeExpanded.hasPrefix("/") ? tildeExpanded : (folder as NSString).appendingPathComponent(tildeExpanded)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder) else {
            throw FileProblem(reason: "does not exist" + (tildeExpanded.hasPrefix("/") ? "" : " (looked in \(folder))"))
        }
        guard !isFolder.boolValue else { throw FileProblem(reason: "is a folder, not a file") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: expanded))
        } catch {
            throw FileProblem(reason: "cannot be read: \(error.localizedDescription)")
        }
    }
}
