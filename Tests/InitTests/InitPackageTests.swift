import Foundation
import Testing

@testable import Tapbench

/// `tapbench init` on a fake Xcode project: the whole of what it writes and prints.
@Suite("tapbench init writes a bench package")
struct InitPackageTests {
    let project: FakeXcodeProject

    init() throws { project = try FakeXcodeProject() }

    private func initialize(_ arguments: [String]) throws -> [String] {
        try InitCommand.parse(arguments).write(base: project.url, builtFrom: project.tapbench)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: project.url.appendingPathComponent(path), encoding: .utf8)
    }

    private static let arguments = [
        "bench", "--sources", "Pizza", "--sources", "PizzaWidgets/", "--info-plist", "Pizza/Info.plist",
        "--entitlements", "Pizza/Pizza.entitlements", "--aasa", "pizza.example.com=web/apple-app-site-association",
    ]

    @Test("Package.swift links the app's folders into one Swift 5 target, leaves out what is not Swift and the app's @main, and names the main symbol apart")
    func manifest() throws {
        _ = try initialize(Self.arguments)
        #expect(
            try text("bench/Package.swift") == """
                // swift-tools-version: 6.1
                import PackageDescription

                // Pizza on the bench: `swift run pizza-bench` opens the REPL, `swift test` replays Transcripts/.
                let package = Package(
                    name: "PizzaBench",
                    products: [
                        .executable(name: "pizza-bench", targets: ["PizzaBench"])
                    ],
                    dependencies: [
                        .package(name: "tapbench", path: "../tapbench")
                    ],
                    targets: [
                        // The app's own code, where it is: Sources/PizzaCode links to Pizza, PizzaWidgets.
                        .target(
                            name: "PizzaCode",
                            dependencies: [
                                .product(name: "Tapbench", package: "tapbench"),
                                .product(name: "ActivityKit", package: "tapbench"),
                                .product(name: "AppIntents", package: "tapbench"),
                                .product(name: "SwiftUI", package: "tapbench"),
                                .product(name: "WidgetKit", package: "tapbench"),
                            ],
                            // Not compiled: what is not Swift, and the app's entry point (the bench is the entry point here).
                            exclude: [
                                "Pizza/Assets.xcassets",
                                "Pizza/Info.plist",
                                "Pizza/Pizza.entitlements",
                                "Pizza/PizzaApp.swift",
                                "Pizza/Preview Content",
                                "PizzaWidgets/Info.plist",
                            ],
                            swiftSettings: [
                                // Swift 5, as most iOS code is: `static var title: LocalizedStringResource = "…"` is an error in Swift 6.
                                .swiftLanguageMode(.v5),
                                // The widget extension's @main defines `main`, as the test runner does: under a name of its own, both link.
                                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "PizzaCode_main"]),
                            ]),
                        // `swift run pizza-bench`: the bench on Pizza.
                        .executableTarget(name: "PizzaBench", dependencies: ["PizzaCode", .product(name: "Tapbench", package: "tapbench")]),
                        // `swift test`: every transcript in Transcripts/, replayed by pizza-bench, which is built first.
                        .testTarget(name: "PizzaBenchTests", dependencies: ["PizzaBench", .product(name: "TapbenchTesting", package: "tapbench")]),
                    ]
                )

                """)
    }

    @Test("the code target takes the frameworks beyond the core five that the compiled files import, not those only the app's @main file imports, and for os, OSLog imported into every file")
    func importedFrameworks() throws {
        try project.write("Pizza/OrderTracker.swift", "import Combine\n@preconcurrency import UIKit\nimport os.log\n// import Intents\nimport struct UserNotifications.UNAuthorizationOptions\n")
        try project.write("Pizza/PizzaApp.swift", "import AVFoundation\nimport SwiftUI\n\n@main\nstruct PizzaApp: App {\n    var body: some Scene { WindowGroup { } }\n}\n")
        _ = try initialize(Self.arguments)
        let products = try text("bench/Package.swift").split(separator: "\n").filter { $0.contains(".product(name:") && !$0.contains("executableTarget") && !$0.contains("testTarget") }
        #expect(products.map { $0.trimmingCharacters(in: .whitespaces) } == [
            ".product(name: \"Tapbench\", package: \"tapbench\"),", ".product(name: \"ActivityKit\", package: \"tapbench\"),",
            ".product(name: \"AppIntents\", package: \"tapbench\"),", ".product(name: \"SwiftUI\", package: \"tapbench\"),",
            ".product(name: \"WidgetKit\", package: \"tapbench\"),", ".product(name: \"UIKit\", package: \"tapbench\"),",
            ".product(name: \"UserNotifications\", package: \"tapbench\"),", ".product(name: \"OSLog\", package: \"tapbench\"),",
            ".product(name: \"Combine\", package: \"tapbench\"),", ".product(name: \"os\", package: \"tapbench\"),",
        ])
        #expect(try text("bench/Package.swift").contains("""
                            .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "PizzaCode_main"]),
                            // `import os.log` brings `Logger` on iOS; here `Logger` is OSLog's, imported into every file.
                            .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "OSLog"]),
                        ]),
            """))
    }

    @Test("code that loads URLs gets the bench's URLSession in every file, a server file, and the introduction names it; a mention in a comment or a string does not count")
    func urlLoading() throws {
        try project.write("Pizza/Notes.swift", "// URLSession comes later\nlet note = \"URLRequest\"\n")
        _ = try initialize(Self.arguments)
        #expect(try !text("bench/Package.swift").contains("TapbenchURLSession"))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("bench/Server/server.tapbench").path))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("bench"))
        try project.write("Pizza/OrderAPI.swift", "import Foundation\n\nfunc order() async throws -> Data {\n    try await URLSession.shared.data(from: URL(string: \"https://api.pizza.example.com/orders/1\")!).0\n}\n")
        let printed = try initialize(Self.arguments)
        let manifest = try text("bench/Package.swift")
        #expect(manifest.contains("""
                            .product(name: "WidgetKit", package: "tapbench"),
                            .product(name: "TapbenchURLSession", package: "tapbench"),
                        ],
            """))
        #expect(manifest.contains("""
                            .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "PizzaCode_main"]),
                            // On iOS `import Foundation` brings URLSession; here the bench's, which its server answers, comes into every file,
                            // and a file written for Linux as well gets it from `import FoundationNetworking`.
                            .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TapbenchURLSession", "-module-alias", "FoundationNetworking=TapbenchURLSession"]),
                        ]),
            """))
        #expect(try text("bench/Server/server.tapbench") == ServerFileTemplate.text)
        #expect(try text("bench/Sources/PizzaCode/TapbenchIntroduction.swift").contains(#"server: "../../Server/server.tapbench")"#))
        #expect(printed.contains("wrote bench/Server/server.tapbench"))
        #expect(try text("bench/README.md").contains("- `Server/server.tapbench` says how the app's server answers its requests in every session"))
    }

    @Test("a model that names ObservableObject or @Published gets the module that brings them with Foundation, as on iOS, and no server file")
    func foundationsCombineNames() throws {
        try project.write("Pizza/OrderModel.swift", "import Foundation\n\nfinal class OrderModel: ObservableObject {\n    @Published var status = \"\"\n}\n")
        _ = try initialize(Self.arguments)
        let manifest = try text("bench/Package.swift")
        #expect(manifest.contains(#".product(name: "TapbenchURLSession", package: "tapbench"),"#))
        #expect(manifest.contains(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TapbenchURLSession", "-module-alias", "FoundationNetworking=TapbenchURLSession"]),"#))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("bench/Server/server.tapbench").path))
    }

    @Test("the introduction names the @main WidgetBundle, the project's app bundle identifier, the files through the links or from its folder, and the PreviewProviders outside the app's entry file")
    func introduction() throws {
        _ = try initialize(Self.arguments)
        #expect(
            try text("bench/Sources/PizzaCode/TapbenchIntroduction.swift") == """
                import Tapbench

                // How Pizza introduces itself to the bench, which reads the rest from its code and files.
                // Yours to edit: intents no view uses (intents:), deep-link routes (routes:), what the app does at launch (launch:),
                // rules of its own checked after every command and by explore (invariants:).
                extension AppIntroduction {
                    public static let pizza = AppIntroduction(
                        widgets: PizzaWidgets.self,
                        name: "Pizza",
                        bundleIdentifier: "com.example.pizza",
                        files: AppFiles(
                            infoPlist: "Pizza/Info.plist",
                            entitlements: "Pizza/Pizza.entitlements",
                            aasa: ["pizza.example.com": "../../../web/apple-app-site-association"]),
                        previews: [OrderLiveActivity_Previews.self])
                }

                """)
    }

    @Test("with no file options and a given name and bundle identifier, the introduction has just those, and a single @main Widget is `widget:`")
    func plainIntroduction() throws {
        try project.write("PizzaWidgets/PizzaWidgetsBundle.swift", "import WidgetKit\n\n@main\nstruct OrderLiveActivity: Widget {}\n")
        _ = try initialize(["bench", "--sources", "PizzaWidgets", "--name", "pizza delivery", "--bundle-identifier", "com.example.delivery"])
        #expect(
            try text("bench/Sources/PizzaDeliveryCode/TapbenchIntroduction.swift") == """
                import Tapbench

                // How PizzaDelivery introduces itself to the bench, which reads the rest from its code and files.
                // Yours to edit: intents no view uses (intents:), deep-link routes (routes:), what the app does at launch (launch:),
                // rules of its own checked after every command and by explore (invariants:).
                extension AppIntroduction {
                    public static let pizzaDelivery = AppIntroduction(
                        widget: OrderLiveActivity.self,
                        name: "PizzaDelivery",
                        bundleIdentifier: "com.example.delivery",
                        previews: [OrderLiveActivity_Previews.self])
                }

                """)
        #expect(
            try text("bench/Sources/PizzaDeliveryBench/PizzaDeliveryBench.swift") == """
                import PizzaDeliveryCode
                import Tapbench

                /// `swift run pizza-delivery-bench`: the REPL on PizzaDelivery; `pizza-delivery-bench --help` lists the rest.
                @main
                struct PizzaDeliveryBench {
                    static func main() async {
                        await Tapbench.main(app: .pizzaDelivery)
                    }
                }

                """)
    }

    @Test("each --sources folder is a relative link in the code target's folder, and the app's files stay as they were")
    func links() throws {
        let before = project.snapshot()
        _ = try initialize(Self.arguments)
        let code = project.url.appendingPathComponent("bench/Sources/PizzaCode")
        let files = FileManager.default
        #expect(try files.contentsOfDirectory(atPath: code.path).sorted() == ["Pizza", "PizzaWidgets", "TapbenchIntroduction.swift"])
        #expect(try files.destinationOfSymbolicLink(atPath: code.appendingPathComponent("Pizza").path) == "../../../Pizza")
        #expect(try files.destinationOfSymbolicLink(atPath: code.appendingPathComponent("PizzaWidgets").path) == "../../../PizzaWidgets")
        #expect(try files.contentsOfDirectory(atPath: code.appendingPathComponent("PizzaWidgets").path).sorted()
            == ["Info.plist", "OrderLiveActivity.swift", "PizzaWidgetsBundle.swift"])
        #expect(project.snapshot().filter { !$0.hasPrefix("bench") } == before)
    }

    @Test("a file that needs the Objective-C runtime gets a note saying why it will not compile and what keeps it iOS code; an @objc in a comment or a string does not")
    func objectiveCNotes() throws {
        try project.write("Pizza/OrderRefresher.swift", """
            import UIKit
            // Not @objc here: a comment.
            final class OrderRefresher: NSObject {
                let label = "#selector(refresh) in a string"
                @objc func refresh() {}
                func register() { NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: nil, object: nil) }
            }
            """)
        try project.write("PizzaWidgets/Plain.swift", "let plainText = \"@objc\"\n")
        let notes = try initialize(Self.arguments).filter { $0.hasPrefix("note:") }
        #expect(notes == [
            "note: Pizza/OrderRefresher.swift uses @objc, #selector, which needs the Objective-C runtime that Swift on Linux lacks, so it "
                + "will not compile here; put that part under #if canImport(ObjectiveC), which is true on iOS and false here",
        ])
    }

    @Test("a module neither the bench nor Swift on Linux has gets a note naming the files that import it; the facades and the toolchain's do not")
    func unavailableModuleNotes() throws {
        try project.write("Pizza/OrderStore.swift", "import SwiftData\nimport Foundation\nimport Observation\n\nfinal class OrderStore {}\n")
        try project.write("Pizza/OrderHistory.swift", "import SwiftData\nimport BackgroundTasks\n\nfinal class OrderHistory {}\n")
        let notes = try initialize(Self.arguments).filter { $0.hasPrefix("note:") }
        #expect(notes == [
            "note: Pizza/OrderHistory.swift, Pizza/OrderStore.swift import SwiftData, which neither the bench nor Swift on Linux has, so "
                + "the build will stop there: if it is a package of yours, add it to Package.swift; if it is Apple's, put that code under "
                + "#if canImport(SwiftData), which is true on iOS and false here",
        ])
    }

    @Test("it prints what it left out and why, where the bundle identifier came from, each file and link, and the two commands")
    func printed() throws {
        #expect(
            try initialize(Self.arguments) == [
                "excluded Pizza/PizzaApp.swift: its @main struct PizzaApp: App starts the app on iOS; here the bench starts it",
                "bundle identifier com.example.pizza, read from Pizza.xcodeproj",
                "wrote bench/Package.swift",
                "linked bench/Sources/PizzaCode/Pizza → ../../../Pizza",
                "linked bench/Sources/PizzaCode/PizzaWidgets → ../../../PizzaWidgets",
                "wrote bench/Sources/PizzaCode/TapbenchIntroduction.swift",
                "wrote bench/Sources/PizzaBench/PizzaBench.swift",
                "wrote bench/Tests/PizzaBenchTests/TranscriptTests.swift",
                "wrote bench/Transcripts/README.md",
                "wrote bench/README.md",
                "wrote bench/.gitignore",
                "wrote bench/.github/workflows/tapbench.yml",
                "",
                "Next, in bench:",
                "  swift run pizza-bench   # the REPL on Pizza",
                "  swift test              # replays every transcript in Transcripts/",
            ])
    }

    @Test("with no Xcode project, the name is the first folder's, and a line says the bundle identifier is for the person to give")
    func noProject() throws {
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Pizza.xcodeproj"))
        let lines = try initialize(["bench", "--sources", "PizzaWidgets"])
        #expect(lines.prefix(2) == [
            "no bundle identifier found: give --bundle-identifier, or add bundleIdentifier: to bench/Sources/PizzaWidgetsCode/TapbenchIntroduction.swift",
            "wrote bench/Package.swift",
        ])
        #expect(try text("bench/Sources/PizzaWidgetsCode/TapbenchIntroduction.swift").contains("""
                    widgets: PizzaWidgets.self,
                    name: "PizzaWidgets",
                    previews: [OrderLiveActivity_Previews.self])
            """))
    }

    @Test("with no Xcode project, Info.plist's literal CFBundleDisplayName names the bench and its CFBundleIdentifier is the app's; without them, the @main App's name does")
    func noProjectInfoPlist() throws {
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Pizza.xcodeproj"))
        let plist = """
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.pizza</string>
            <key>CFBundleDisplayName</key><string>Pizza Time</string>
            </dict></plist>
            """
        try plist.write(to: project.url.appendingPathComponent("Pizza/Info.plist"), atomically: true, encoding: .utf8)
        let lines = try initialize(["bench", "--sources", "PizzaWidgets", "--sources", "Pizza", "--info-plist", "Pizza/Info.plist"])
        #expect(lines.contains("bundle identifier com.example.pizza, read from Pizza/Info.plist"))
        #expect(lines.contains("wrote bench/Sources/PizzaTimeCode/TapbenchIntroduction.swift"))
        #expect(try text("bench/Sources/PizzaTimeCode/TapbenchIntroduction.swift").contains(#"bundleIdentifier: "com.example.pizza""#))

        let unnamed = try initialize(["other", "--sources", "PizzaWidgets", "--sources", "Pizza"])
        #expect(unnamed.contains("wrote other/Sources/PizzaCode/TapbenchIntroduction.swift"))
        #expect(unnamed.first == "excluded Pizza/PizzaApp.swift: its @main struct PizzaApp: App starts the app on iOS; here the bench starts it")
    }

    @Test("a git URL for Tapbench is a dependency from the first release, named by the URL's last component")
    func tapbenchURL() throws {
        _ = try initialize(["bench", "--sources", "PizzaWidgets", "--tapbench", "https://github.com/example/Tapbench.git"])
        let manifest = try text("bench/Package.swift")
        #expect(manifest.contains("""
                dependencies: [
                    .package(url: "https://github.com/example/Tapbench.git", from: "0.1.0")
                ],
            """))
        #expect(manifest.contains(#".product(name: "Tapbench", package: "tapbench")"#))
    }

    @Test("--apns enables Tapbench's APNs trait on the dependency, from a folder or a URL; without it the bench builds no endpoint")
    func apnsTrait() throws {
        _ = try initialize(["bench", "--sources", "PizzaWidgets", "--apns"])
        #expect(try text("bench/Package.swift").contains(#".package(name: "tapbench", path: "../tapbench", traits: ["APNs"])"#))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("bench"))
        _ = try initialize(["bench", "--sources", "PizzaWidgets", "--tapbench", "https://github.com/example/Tapbench.git", "--apns"])
        #expect(try text("bench/Package.swift").contains(#".package(url: "https://github.com/example/Tapbench.git", from: "0.1.0", traits: ["APNs"])"#))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("bench"))
        _ = try initialize(["bench", "--sources", "PizzaWidgets"])
        #expect(try text("bench/Package.swift").contains(#".package(name: "tapbench", path: "../tapbench")"# + "\n"))
    }

    @Test("the test target replays each transcript through the built executable, and README and CI name it")
    func executableName() throws {
        _ = try initialize(Self.arguments)
        #expect(try text("bench/Tests/PizzaBenchTests/TranscriptTests.swift") == """
            import TapbenchTesting
            import Testing

            /// Every transcript in Transcripts/, replayed by the built pizza-bench as CI replays them; a failure shows the replay's diff.
            @Suite("Transcripts")
            struct TranscriptTests {
                static let transcripts = BenchTranscript.all(replayedBy: "pizza-bench")

                @Test("replays green", .disabled(if: transcripts.isEmpty, "no transcripts in Transcripts/ yet: its README says how to record one"), arguments: transcripts)
                func replays(_ transcript: BenchTranscript) async throws { try await transcript.replay() }
            }

            """)
        #expect(try text("bench/README.md").hasPrefix("""
            # Pizza on the bench

            ```sh
            swift run pizza-bench   # the REPL on Pizza: 'help' lists the commands, Tab completes
            swift test              # replays every transcript in Transcripts/
            ```
            """))
        #expect(try text("bench/Transcripts/README.md").contains("record start Transcripts/first-look.md --title \"First look\"\n"))
        let workflow = try text("bench/.github/workflows/tapbench.yml")
        #expect(workflow.contains("\n        run: swift run pizza-bench replay Transcripts/ --shard ${{ matrix.shard }}/2 --junit junit-${{ matrix.shard }}.xml\n"))
        #expect(workflow.contains("\n          path: 'junit-${{ matrix.shard }}.xml'\n"))
        #expect(workflow.contains("""
                  - name: Cache the build
                    uses: actions/cache@v4
                    with:
                      path: '.build'
                      key: swift-6.3-${{ runner.os }}-${{ hashFiles('Package.resolved') }}
                      restore-keys: swift-6.3-${{ runner.os }}-

            """))
        #expect(try text("bench/.gitignore") == ".build/\n.swiftpm/\n")
    }

    @Test("in a subfolder of a git repository, CI runs in that subfolder and the workflow says to move it to the root")
    func repositorySubfolder() throws {
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        _ = try initialize(["tools/bench", "--sources", "PizzaWidgets"])
        let workflow = try text("tools/bench/.github/workflows/tapbench.yml")
        #expect(workflow.hasPrefix("""
            # Replays the transcripts of Pizza's bench on Linux, in 2 shards, and keeps each shard's JUnit report.
            # GitHub runs the workflows in the repository root's .github/workflows: move this file there; its steps run in tools/bench.
            name: tapbench
            """))
        #expect(workflow.contains("\n    defaults:\n      run:\n        working-directory: 'tools/bench'\n    steps:\n"))
        #expect(workflow.contains("\n          path: 'tools/bench/junit-${{ matrix.shard }}.xml'\n"))
        #expect(workflow.contains("\n          path: 'tools/bench/.build'\n          key: swift-6.3-${{ runner.os }}-${{ hashFiles('tools/bench/Package.resolved') }}\n"))
    }

    @Test("folders with the same name are linked under their parents' names too, and an existing empty folder is fine")
    func sameNames() throws {
        try project.write("App/Shared/Order.swift", "struct Order {}\n")
        try project.write("Widgets/Shared/Style.swift", "struct Style {}\n")
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("bench"), withIntermediateDirectories: true)
        let lines = try initialize(["bench", "--sources", "App/Shared", "--sources", "PizzaWidgets", "--name", "Pizza"])
        #expect(lines.contains("linked bench/Sources/PizzaCode/Shared → ../../../App/Shared"))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("bench"))
        let both = try initialize(["bench", "--sources", "App/Shared", "--sources", "Widgets/Shared", "--sources", "PizzaWidgets"])
        #expect(both.filter { $0.hasPrefix("linked") } == [
            "linked bench/Sources/PizzaCode/App-Shared → ../../../App/Shared",
            "linked bench/Sources/PizzaCode/Widgets-Shared → ../../../Widgets/Shared",
            "linked bench/Sources/PizzaCode/PizzaWidgets → ../../../PizzaWidgets",
        ])
    }
}
