/// `Sources/<Name>Code/TapbenchIntroduction.swift`: how the app introduces itself to the bench, the
/// one file of the code target that is the bench package's own.
struct IntroductionFile {
    let package: BenchPackage

    static let name = "TapbenchIntroduction.swift"

    /// `files: AppFiles(infoPlist: "Pizza/Info.plist")` on one line, or one line per file when there are several.
    private var files: [String] {
        let arguments = package.files.arguments
        switch arguments.count {
        case 0: return []
        case 1: return ["files: AppFiles(\(arguments[0]))"]
        default: return ["files: AppFiles(\n" + arguments.map { "            " + $0 }.joined(separator: ",\n") + ")"]
        }
    }

    /// The folders' `PreviewProvider`s, which give the values fields left out of `start` take.
    private var previews: [String] { package.folders.flatMap(\.previewProviders) }

    var text: String {
        let widgets = package.widgets.role == .widget ? "widget" : "widgets"
        let arguments =
            ["\(widgets): \(package.widgets.name).self", "name: \(SwiftLiteral.string(package.name.typeName))"]
            + (package.bundleIdentifier.map { ["bundleIdentifier: \(SwiftLiteral.string($0))"] } ?? [])
            + files
            + (previews.isEmpty ? [] : ["previews: [\(previews.map { $0 + ".self" }.joined(separator: ", "))]"])
        return """
            import Tapbench

            // How \(package.name.typeName) introduces itself to the bench, which reads the rest from its code and files.
            // Yours to edit: intents no view uses (intents:), deep-link routes (routes:), what the app does at launch (launch:),
            // rules of its own checked after every command and by explore (invariants:).
            extension AppIntroduction {
                public static let \(package.name.memberName) = AppIntroduction(
            \(arguments.map { "        " + $0 }.joined(separator: ",\n")))
            }

            """
    }
}
