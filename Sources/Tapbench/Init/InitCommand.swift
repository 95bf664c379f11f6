import ArgumentParser
import Foundation

/// `tapbench init DIR --sources PATH ...`: a bench package beside a team's Xcode project.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a bench package for an iOS app: its folders linked in as they are, its introduction, transcripts, CI.",
        discussion: """
            The app's folders are linked, never copied or edited; the widget extension's must be among them, since its \
            @main WidgetBundle is what the bench hosts. The name and bundle identifier are read from the Xcode project \
            beside or above the folders when not given, else from the Info.plist's literal values. Nothing is written if anything is wrong, and nothing is ever overwritten.

            Example: tapbench init PizzaBench --sources Pizza --sources PizzaWidgets --info-plist Pizza/Info.plist

            Exit codes: 0 written, 1 a file could not be written, 2 a usage error.
            """)

    @Argument(help: ArgumentHelp("The folder to write the package in: new, or empty of what init writes.", valueName: "DIR"))
    var directory: String

    @Option(help: ArgumentHelp("A folder of the app's Swift code, linked in as it is; the widget extension's among them.", valueName: "PATH"))
    var sources: [String]

    @Option(help: ArgumentHelp("The app's Info.plist, for its URL schemes.", valueName: "FILE"))
    var infoPlist: String?

    @Option(help: ArgumentHelp("The app's entitlements, for its associated domains.", valueName: "FILE"))
    var entitlements: String?

    @Option(help: ArgumentHelp("The app's apple-app-site-association: one file, or HOST=FILE for each domain.", valueName: "[HOST=]FILE"))
    var aasa: [String] = []

    @Option(help: ArgumentHelp("The app's name; the default is the Xcode project's, else Info.plist's, else the @main App's, else the first folder's.", valueName: "NAME"))
    var name: String?

    @Option(help: ArgumentHelp("The app's bundle identifier; the default is read from the Xcode project, else from Info.plist.", valueName: "ID"))
    var bundleIdentifier: String?

    @Option(help: ArgumentHelp("Where Tapbench is: a folder, or a git URL; the default is the package this tapbench was built from.", valueName: "PATH|URL"))
    var tapbench: String?

    @Flag(help: "Bring in the local APNs endpoint (--apns, set apns), for a server's own push code; it builds SwiftNIO, BoringSSL and swift-crypto.")
    var apns = false

    func run() throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        try write(base: base, builtFrom: TapbenchDependency.builtFrom).forEach { print($0) }
    }

    /// Checks every input, with paths from the folder `base`, then writes the package and returns what
    /// to print; throws ``InitRefusal`` having written nothing, or ``InitWriteFailure`` having removed
    /// what it wrote.
    func write(base: URL, builtFrom: URL) throws -> [String] {
        let plan = try BenchPackagePlan(BenchPackage(self, base: base, builtFrom: builtFrom), shownDirectory: directory)
        try plan.write()
        return plan.lines
    }
}
