/// `Package.swift` of the bench package: the app's code through links, the bench executable, and a test
/// target that replays the transcripts.
struct PackageManifestFile {
    let package: BenchPackage

    /// The products of Tapbench every bench's code target takes: the bench, and the frameworks a Live Activity is
    /// written in.
    static let coreProducts = ["Tapbench", "ActivityKit", "AppIntents", "SwiftUI", "WidgetKit"]
    /// The other frameworks Tapbench offers, taken when the app's code imports them, as an iOS target links the
    /// frameworks it uses. UIKit links networking, which slows every bench's start a little.
    static let frameworkProducts = ["UIKit", "UserNotifications", "OSLog", "Combine", "Intents", "AVFoundation", "BackgroundTasks", "os"]

    /// Whether the code imports `os` (`import os.log`): its `Logger` is OSLog's, imported into every file.
    private var importsOS: Bool { package.folders.contains { $0.importedModules.contains("os") } }

    /// Whether the code loads URLs, or names the Combine types iOS's Foundation re-exports: then the bench's
    /// `URLSession` module, which has both, is imported into every file, as Foundation is on iOS.
    private var loadsURLs: Bool { package.folders.contains { $0.loadsURLs || $0.namesFoundationsCombine } }

    /// The products the code target depends on: the core ones, each framework the compiled files import (`os`
    /// brings OSLog along), and the bench's `URLSession` when the code loads URLs.
    var products: [String] {
        var imported = Set(package.folders.flatMap(\.importedModules))
        if imported.contains("os") { imported.insert("OSLog") }
        return Self.coreProducts + Self.frameworkProducts.filter(imported.contains) + (loadsURLs ? ["TapbenchURLSession"] : [])
    }

    /// What the code target's build leaves out, relative to its folder: what is not Swift, and the app's
    /// own entry points.
    var excluded: [String] {
        package.folders.flatMap { folder in
            (folder.otherFiles + folder.appEntries.map(\.file)).map { folder.linkName + "/" + $0 }
        }.sorted()
    }

    var text: String {
        let tapbench = SwiftLiteral.string(package.tapbench.identity)
        let code = SwiftLiteral.string(package.codeTarget)
        let bench = SwiftLiteral.string(package.benchTarget)
        let executable = package.name.executable
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            // \(package.name.typeName) on the bench: `swift run \(executable)` opens the REPL, `swift test` replays Transcripts/.
            let package = Package(
                name: \(bench),
                products: [
                    .executable(name: \(SwiftLiteral.string(executable)), targets: [\(bench)])
                ],
                dependencies: [
                    \(package.tapbench.declaration(in: package.directory, traits: package.traits))
                ],
                targets: [
                    // The app's own code, where it is: \(package.codeFolder) links to \(package.folders.map(\.linkName).joined(separator: ", ")).
                    .target(
                        name: \(code),
                        dependencies: [
            \(products.map { "                .product(name: \"\($0)\", package: \(tapbench))," }.joined(separator: "\n"))
                        ],
            \(excludeLines.map { $0 + "\n" }.joined())            swiftSettings: [
                            // Swift 5, as most iOS code is: `static var title: LocalizedStringResource = "…"` is an error in Swift 6.
                            .swiftLanguageMode(.v5),
                            // The widget extension's @main defines `main`, as the test runner does: under a name of its own, both link.
                            .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(package.codeTarget)_main"]),
            \((osLines + urlSessionLines).map { $0 + "\n" }.joined())            ]),
                    // `swift run \(executable)`: the bench on \(package.name.typeName).
                    .executableTarget(name: \(bench), dependencies: [\(code), .product(name: "Tapbench", package: \(tapbench))]),
                    // `swift test`: every transcript in Transcripts/, replayed by \(executable), which is built first.
                    .testTarget(name: \(SwiftLiteral.string(package.testTarget)), dependencies: [\(bench), .product(name: "TapbenchTesting", package: \(tapbench))]),
                ]
            )

            """
    }

    private var osLines: [String] {
        guard importsOS else { return [] }
        return [
            "                // `import os.log` brings `Logger` on iOS; here `Logger` is OSLog's, imported into every file.",
            #"                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "OSLog"]),"#,
        ]
    }

    private var urlSessionLines: [String] {
        guard loadsURLs else { return [] }
        return [
            "                // On iOS `import Foundation` brings URLSession; here the bench's, which its server answers, comes into every file,",
            "                // and a file written for Linux as well gets it from `import FoundationNetworking`.",
            #"                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TapbenchURLSession", "-module-alias", "FoundationNetworking=TapbenchURLSession"]),"#,
        ]
    }

    private var excludeLines: [String] {
        guard !excluded.isEmpty else { return [] }
        return ["            // Not compiled: what is not Swift, and the app's entry point (the bench is the entry point here).", "            exclude: ["]
            + excluded.map { "                \(SwiftLiteral.string($0))," } + ["            ],"]
    }
}
