import Foundation

/// What `tapbench init` decided about the bench package, every input checked: its name, where Tapbench
/// and the app's folders are, the app's widget extension and bundle identifier, and the app's files.
struct BenchPackage {
    /// The package's folder, resolved.
    let directory: URL
    let name: BenchName
    let tapbench: TapbenchDependency
    /// Tapbench's traits the bench enables: `APNs` for `init --apns`.
    let traits: [String]
    let folders: [SourceFolder]
    /// The widget extension's entry: `@main struct PizzaWidgets: WidgetBundle`.
    let widgets: MainDeclaration
    let bundleIdentifier: String?
    /// The file the bundle identifier was read from: the Xcode project, or the Info.plist as given.
    let bundleIdentifierSource: String?
    let files: AppFilesArgument
    /// The package's folder in its git repository, when it is not the repository's root: `PizzaBench`.
    let repositoryFolder: String?

    /// The library target of the app's own code: `PizzaCode`, a name no app type is likely to have.
    var codeTarget: String { name.typeName + "Code" }
    /// The executable target: `PizzaBench`.
    var benchTarget: String { name.typeName + "Bench" }
    var testTarget: String { name.typeName + "BenchTests" }
    /// Where the introduction and the links go: `Sources/PizzaCode`.
    var codeFolder: String { "Sources/" + codeTarget }

    /// Checks every input of `init`, reading the app's folders and project, and refuses with the first
    /// thing wrong. Paths are taken from the folder `base`.
    init(_ options: InitCommand, base: URL, builtFrom: URL) throws(InitRefusal) {
        directory = FileLocations.resolved(options.directory, base: base)
        let sources = try Self.sourceFolders(options.sources, base: base)
        if FileLocations.exists(directory), !FileLocations.isFolder(directory) { throw .notAFolder(options.directory) }
        for (given, url) in sources {
            if FileLocations.isWithin(url, directory) { throw .sourcesInside(given, directory: options.directory) }
            if FileLocations.isWithin(directory, url) { throw .directoryInside(options.directory, sources: given) }
        }
        let names = try Self.linkNames(sources)
        folders = zip(sources, names).map { SourceFolder(given: $0.given, url: $0.url, linkName: $1) }
        tapbench = try TapbenchDependency.given(options.tapbench, base: base, builtFrom: builtFrom)
        traits = options.apns ? ["APNs"] : []
        widgets = try Self.widgetEntry(in: folders, searched: options.sources)
        let project = XcodeProject.nearest(to: folders.map(\.url))
        let infoPlist = options.infoPlist.map { InfoPlistIdentity(contentsOf: FileLocations.resolved($0, base: base)) }
        if let given = options.name {
            guard let name = BenchName(given) else { throw .badName(given) }
            self.name = name
        } else {
            // Without an Xcode project, the app's Info.plist and its `@main App` name it better than a folder does.
            let candidates = [project?.name, infoPlist?.name, Self.appTypeName(in: folders), sources[0].url.lastPathComponent]
            let names = candidates.compactMap { $0 }
            guard let name = names.lazy.compactMap(BenchName.init).first else { throw .badName(names.last ?? "") }
            self.name = name
        }
        if let given = options.bundleIdentifier {
            bundleIdentifier = given
            bundleIdentifierSource = nil
        } else if let identifier = project?.appBundleIdentifier {
            bundleIdentifier = identifier
            bundleIdentifierSource = project?.url.lastPathComponent
        } else {
            bundleIdentifier = infoPlist?.bundleIdentifier
            bundleIdentifierSource = bundleIdentifier == nil ? nil : options.infoPlist
        }
        var files = try AppFilesArgument(
            infoPlist: options.infoPlist, entitlements: options.entitlements, aasa: options.aasa, base: base, folders: folders,
            introductionFolder: directory.appendingPathComponent("Sources/\(name.typeName)Code"))
        if folders.contains(where: \.loadsURLs) { files.server = "../../" + ServerFileTemplate.path }
        self.files = files
        repositoryFolder = Self.repositoryFolder(of: directory)
    }

    /// The `--sources` folders resolved, each there, a folder, given once and not inside another.
    private static func sourceFolders(_ given: [String], base: URL) throws(InitRefusal) -> [(given: String, url: URL)] {
        var folders: [(given: String, url: URL)] = []
        for path in given {
            let url = FileLocations.resolved(path, base: base)
            guard FileLocations.exists(url) else { throw .noSources(path) }
            guard FileLocations.isFolder(url) else { throw .sourcesIsAFile(path) }
            for earlier in folders {
                if earlier.url == url { throw .givenTwice(path) }
                if FileLocations.isWithin(url, earlier.url) { throw .nested(path, in: earlier.given) }
                if FileLocations.isWithin(earlier.url, url) { throw .nested(earlier.given, in: path) }
            }
            folders.append((path, url))
        }
        return folders
    }

    /// The app's `@main` type's name without its `App`: `Pizza` for `@main struct PizzaApp: App`.
    private static func appTypeName(in folders: [SourceFolder]) -> String? {
        let app = folders.lazy.flatMap(\.entries).first { entry in
            entry.declaration.inherited.contains { $0.split(separator: ".").last == "App" }
        }
        return app.map { name in name.declaration.name.hasSuffix("App") && name.declaration.name != "App" ? String(name.declaration.name.dropLast(3)) : name.declaration.name }
    }

    /// The one `@main` WidgetBundle or Widget in the folders: what the bench hosts.
    private static func widgetEntry(in folders: [SourceFolder], searched: [String]) throws(InitRefusal) -> MainDeclaration {
        let entries = folders.flatMap { folder in
            folder.entries.filter { $0.declaration.role != .other }.map { entry in
                (found: "\(entry.declaration.name) in \(folder.linkName)/\(entry.file)", entry.declaration)
            }
        }
        guard let first = entries.first else { throw .noWidgets(searched: searched) }
        if entries.count > 1 { throw .twoWidgets(first.found, entries[1].found) }
        return first.1
    }

    /// Each folder's link is named after it (`Pizza`), or after its parent too where two share a name
    /// (`App-Shared`, `Widgets-Shared`).
    private static func linkNames(_ folders: [(given: String, url: URL)]) throws(InitRefusal) -> [String] {
        let last = folders.map(\.url.lastPathComponent)
        let names = folders.map { folder in
            let name = folder.url.lastPathComponent
            return last.filter { $0 == name }.count > 1 ? folder.url.deletingLastPathComponent().lastPathComponent + "-" + name : name
        }
        for (index, name) in names.enumerated() {
            if let other = names[..<index].firstIndex(of: name) { throw .sameLinkName(folders[other].given, folders[index].given, name: name) }
        }
        return names
    }

    /// The path from the git repository's root to `directory`, or nil when it is the root or in no repository.
    private static func repositoryFolder(of directory: URL) -> String? {
        var place = directory
        while place.pathComponents.count > 1 {
            if FileLocations.exists(place.appendingPathComponent(".git")) {
                return place == directory ? nil : FileLocations.relative(from: place, to: directory)
            }
            place.deleteLastPathComponent()
        }
        return nil
    }
}
