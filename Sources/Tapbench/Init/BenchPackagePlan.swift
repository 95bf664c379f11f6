import Foundation

/// Every file and link `tapbench init` writes, in order, checked against what the folder holds already;
/// then written all together, or not at all.
struct BenchPackagePlan {
    /// What goes at a path in the package.
    enum Contents: Equatable {
        case text(String)
        /// A symbolic link, with its destination relative to the link's folder.
        case link(String)
    }

    let package: BenchPackage
    /// The package's folder as given on the command line, for what init prints: `PizzaBench`.
    let shownDirectory: String
    /// Paths relative to the package's folder, in the order they are written.
    let items: [(path: String, contents: Contents)]

    /// The plan for `package`; refuses when the folder holds anything at a path it would write.
    init(_ package: BenchPackage, shownDirectory: String) throws(InitRefusal) {
        self.package = package
        self.shownDirectory = shownDirectory
        let introductionFolder = package.directory.appendingPathComponent(package.codeFolder)
        let links = package.folders.map { folder in
            let destination = FileLocations.relative(from: introductionFolder, to: folder.url)
            return (path: package.codeFolder + "/" + folder.linkName, contents: Contents.link(destination))
        }
        items =
            [("Package.swift", .text(PackageManifestFile(package: package).text))] + links + [
                (package.codeFolder + "/" + IntroductionFile.name, .text(IntroductionFile(package: package).text)),
                ("Sources/\(package.benchTarget)/\(package.benchTarget).swift", .text(BenchEntryFile(package: package).text)),
                ("Tests/\(package.testTarget)/\(TranscriptTestsFile.name)", .text(TranscriptTestsFile(package: package).text)),
                (TranscriptsReadmeFile.path, .text(TranscriptsReadmeFile(package: package).text)),
            ] + (package.files.server == nil ? [] : [(ServerFileTemplate.path, Contents.text(ServerFileTemplate.text))]) + [
                ("README.md", .text(ReadmeFile(package: package).text)),
                (".gitignore", .text(GitignoreFile.text)),
                (WorkflowFile.path, .text(WorkflowFile(package: package).text)),
            ]
        for item in items {
            let components = item.path.split(separator: "/").map(String.init)
            for count in 1...components.count {
                let url = package.directory.appendingPathComponent(components.prefix(count).joined(separator: "/"))
                let isLast = count == components.count
                if FileLocations.exists(url), isLast || !FileLocations.isFolder(url) {
                    throw .wouldOverwrite(shown(components.prefix(count).joined(separator: "/")))
                }
            }
        }
    }

    /// `path` in the package as the person typed the package's folder: `PizzaBench/Package.swift`.
    func shown(_ path: String) -> String {
        shownDirectory == "." ? path : (shownDirectory.hasSuffix("/") ? shownDirectory : shownDirectory + "/") + path
    }

    /// What init prints: what the build leaves out and why, where the bundle identifier came from, one
    /// line per file or link written, and the two commands to run next.
    var lines: [String] {
        let excluded = package.folders.flatMap { folder in
            folder.appEntries.map { "excluded \(folder.linkName)/\($0.file): \($0.why) starts the app on iOS; here the bench starts it" }
        }
        let objectiveC = package.folders.flatMap { folder in
            folder.objectiveCFiles.map { ObjectiveCUse.note(file: "\(folder.linkName)/\($0.file)", uses: $0.uses) }
        }
        let unavailable = package.folders.flatMap { folder in
            UnavailableModules.find(in: folder.importedModules).map { module in
                UnavailableModules.note(module: module, files: (folder.importingFiles[module] ?? []).map { "\(folder.linkName)/\($0)" })
            }
        }
        let written = items.map { item in
            switch item.contents {
            case .text: "wrote \(shown(item.path))"
            case .link(let destination): "linked \(shown(item.path)) → \(destination)"
            }
        }
        let run = "swift run \(package.name.executable)"
        return excluded + objectiveC + unavailable + bundleIdentifierLines + written + [
            "",
            shownDirectory == "." ? "Next:" : "Next, in \(shownDirectory):",
            "  \(run)   # the REPL on \(package.name.typeName)",
            "  \("swift test".padding(toLength: run.count, withPad: " ", startingAt: 0))   # replays every transcript in Transcripts/",
        ]
    }

    private var bundleIdentifierLines: [String] {
        if let source = package.bundleIdentifierSource, let identifier = package.bundleIdentifier {
            return ["bundle identifier \(identifier), read from \(source)"]
        }
        guard package.bundleIdentifier == nil else { return [] }
        return ["no bundle identifier found: give --bundle-identifier, or add bundleIdentifier: to \(shown(package.codeFolder + "/" + IntroductionFile.name))"]
    }

    /// Writes every item, making folders as needed. When one cannot be written, removes what was written
    /// before it and says which.
    func write() throws(InitWriteFailure) {
        let files = FileManager.default
        var made: [URL] = []
        for item in items {
            let url = package.directory.appendingPathComponent(item.path)
            do {
                var folders: [URL] = []
                var folder = url.deletingLastPathComponent()
                while !FileLocations.exists(folder) {
                    folders.insert(folder, at: 0)
                    folder.deleteLastPathComponent()
                }
                for folder in folders {
                    try files.createDirectory(at: folder, withIntermediateDirectories: false)
                    made.append(folder)
                }
                switch item.contents {
                case .text(let text): try Data(text.utf8).write(to: url, options: .withoutOverwriting)
                case .link(let destination): try files.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
                }
                made.append(url)
            } catch {
                made.reversed().forEach { try? files.removeItem(at: $0) }
                throw InitWriteFailure(description: "cannot write \(shown(item.path)): \(error.localizedDescription) — nothing was left behind")
            }
        }
    }
}

/// A file init could not write, after checking it could: a full disk, a folder it may not write in.
struct InitWriteFailure: Error, CustomStringConvertible {
    let description: String
}
