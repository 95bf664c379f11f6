import Foundation

/// One of the app's folders, as the bench package takes it in: through a link named `linkName` in the
/// code target's folder, with what the build must leave out.
struct SourceFolder {
    /// The path as given to `--sources`.
    let given: String
    /// Where it is, resolved.
    let url: URL
    /// The link's name in `Sources/<Name>Code/`: the folder's own name.
    let linkName: String
    /// Every Swift file, relative to the folder: `Widgets/PizzaWidgetsBundle.swift`.
    let swiftFiles: [String]
    /// What is not Swift: files, and whole folders with no Swift in them (`Assets.xcassets`, `Preview Content`).
    let otherFiles: [String]
    /// The files that declare an entry, and what they declare.
    let entries: [(file: String, declaration: MainDeclaration)]
    /// The `PreviewProvider`s declared outside the files the build leaves out.
    let previewProviders: [String]
    /// The modules the files the build compiles import, each once.
    let importedModules: [String]
    /// The files the build compiles that import each module, by module.
    let importingFiles: [String: [String]]
    /// Whether the files the build compiles load URLs (`URLSession`, `URLRequest`, …), which on iOS comes with
    /// Foundation and here is the bench's, answered by its server.
    let loadsURLs: Bool
    /// Whether they name Combine's `ObservableObject` or `Published`, which iOS's Foundation re-exports, so that a
    /// file importing Foundation alone uses them.
    let namesFoundationsCombine: Bool
    /// The files the build compiles that need the Objective-C runtime, with what in them does (`ObjectiveCUse`).
    let objectiveCFiles: [(file: String, uses: [String])]

    /// Reads the folder's tree. Hidden files are left alone, as SwiftPM leaves them.
    init(given: String, url: URL, linkName: String) {
        self.given = given
        self.url = url
        self.linkName = linkName
        var swiftFiles: [String] = []
        var otherFiles: [String] = []
        Self.walk(url, path: "", swiftFiles: &swiftFiles, otherFiles: &otherFiles)
        self.swiftFiles = swiftFiles
        self.otherFiles = otherFiles
        let texts = swiftFiles.map { (file: $0, text: (try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) ?? "") }
        entries = texts.compactMap { file in MainDeclaration.find(in: file.text).map { (file.file, $0) } }
        let appEntryFiles = Set(entries.filter { $0.declaration.role == .other }.map(\.file))
        let compiled = texts.filter { !appEntryFiles.contains($0.file) }
        previewProviders = compiled.flatMap { PreviewProviderDeclarations.find(in: $0.text) }
        let imports = compiled.map { (file: $0.file, modules: ImportedModules.find(in: $0.text)) }
        importedModules = imports.flatMap(\.modules).reduce(into: []) { modules, module in
            if !modules.contains(module) { modules.append(module) }
        }
        importingFiles = imports.reduce(into: [:]) { files, file in
            for module in file.modules { files[module, default: []].append(file.file) }
        }
        loadsURLs = compiled.contains { URLLoadingNames.appear(in: $0.text) }
        namesFoundationsCombine = compiled.contains { FoundationCombineNames.appear(in: $0.text) }
        objectiveCFiles = compiled.compactMap { file in
            let uses = ObjectiveCUse.find(in: file.text)
            return uses.isEmpty ? nil : (file.file, uses)
        }
    }

    /// The Swift files the build leaves out, with why: what starts the app on iOS, since the bench starts
    /// it here (`@main struct PizzaApp: App`, top-level code in `main.swift`).
    var appEntries: [(file: String, why: String)] {
        let declared = entries.filter { $0.declaration.role == .other }.map { (file: $0.file, why: "its \($0.declaration.declaration)") }
        let scripts = swiftFiles.filter { ($0 as NSString).lastPathComponent == "main.swift" }.map { (file: $0, why: "its top-level code") }
        return (declared + scripts).sorted { $0.file < $1.file }
    }

    private static func walk(_ folder: URL, path: String, swiftFiles: inout [String], otherFiles: inout [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        for name in names {
            let url = folder.appendingPathComponent(name)
            let relative = path.isEmpty ? name : path + "/" + name
            if FileLocations.isFolder(url) {
                if containsSwift(url) {
                    walk(url, path: relative, swiftFiles: &swiftFiles, otherFiles: &otherFiles)
                } else {
                    otherFiles.append(relative)
                }
            } else if name.hasSuffix(".swift") {
                swiftFiles.append(relative)
            } else {
                otherFiles.append(relative)
            }
        }
    }

    private static func containsSwift(_ folder: URL) -> Bool {
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return files.contains { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
    }
}
