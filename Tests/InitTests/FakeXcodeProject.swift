import Foundation
import TapbenchTestSupport

/// A small iOS project as Xcode lays one out, in a temporary folder: an app folder whose `@main` is the
/// app's, a widget extension whose `@main` is its WidgetBundle, their Info.plists and assets, a project
/// with the app's and the extension's bundle identifiers, and a folder standing for the Tapbench package
/// init was built from.
final class FakeXcodeProject {
    let folder: TemporaryFolder
    var url: URL { folder.url }
    /// What init takes for the Tapbench package it was built from.
    var tapbench: URL { url.appendingPathComponent("tapbench") }

    init() throws {
        folder = try TemporaryFolder()
        try write("Pizza.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \t\t\tbuildSettings = {
            \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.pizza.PizzaWidgets;
            \t\t\t};
            \t\t\tbuildSettings = {
            \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.pizza";
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t};
            }
            """)
        try write(
            "Pizza/PizzaApp.swift",
            "import SwiftUI\n\n@main\nstruct PizzaApp: App {\n    var body: some Scene { WindowGroup { OrderView() } }\n}\n\n"
                + "struct OrderView_Previews: PreviewProvider {\n    static var previews: some View { OrderView() }\n}\n")
        try write("Pizza/OrderAttributes.swift", "import ActivityKit\n\nstruct OrderAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var step: String }\n}\n")
        try write("Pizza/Info.plist", "<plist version=\"1.0\"><dict/></plist>\n")
        try write("Pizza/Pizza.entitlements", "<plist version=\"1.0\"><dict/></plist>\n")
        try write("Pizza/Assets.xcassets/Contents.json", "{}\n")
        try write("Pizza/Preview Content/Preview Assets.xcassets/Contents.json", "{}\n")
        try write("PizzaWidgets/PizzaWidgetsBundle.swift", "import WidgetKit\n\n@main\nstruct PizzaWidgets: WidgetBundle {\n    var body: some Widget { OrderLiveActivity() }\n}\n")
        try write(
            "PizzaWidgets/OrderLiveActivity.swift",
            "import WidgetKit\n\nstruct OrderLiveActivity: Widget {}\n\n// struct NotAProvider: PreviewProvider {}\n"
                + "struct OrderLiveActivity_Previews: PreviewProvider {\n    static var previews: some View { EmptyView() }\n}\n")
        try write("PizzaWidgets/Info.plist", "<plist version=\"1.0\"><dict/></plist>\n")
        try write("web/apple-app-site-association", "{}\n")
        try write("tapbench/Package.swift", "// swift-tools-version: 6.0\n")
    }

    /// Writes `text` at `path` in the project, making its folders.
    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Everything in the project, a line each: files with their text, links with their destination.
    func snapshot() -> [String] {
        let files = FileManager.default
        return (files.subpaths(atPath: url.path) ?? []).sorted().map { path in
            let full = url.appendingPathComponent(path).path
            if let destination = try? files.destinationOfSymbolicLink(atPath: full) { return "\(path) → \(destination)" }
            return files.contents(atPath: full).map { "\(path): \(String(decoding: $0, as: UTF8.self))" } ?? "\(path)/"
        }
    }
}
