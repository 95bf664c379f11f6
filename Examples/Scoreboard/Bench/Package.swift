// swift-tools-version: 6.1
import PackageDescription

// Scoreboard on the bench: `swift run scoreboard-bench` opens the REPL, `swift test` replays Transcripts/.
let package = Package(
    name: "ScoreboardBench",
    products: [
        .executable(name: "scoreboard-bench", targets: ["ScoreboardBench"])
    ],
    dependencies: [
        .package(name: "tapbench", path: "../../..")
    ],
    targets: [
        // The app's own code, where it is: Sources/ScoreboardCode links to Shared, ScoreboardWidgets, Scoreboard.
        .target(
            name: "ScoreboardCode",
            dependencies: [
                .product(name: "Tapbench", package: "tapbench"),
                .product(name: "ActivityKit", package: "tapbench"),
                .product(name: "AppIntents", package: "tapbench"),
                .product(name: "SwiftUI", package: "tapbench"),
                .product(name: "WidgetKit", package: "tapbench"),
                .product(name: "TapbenchURLSession", package: "tapbench"),
            ],
            // Not compiled: what is not Swift, and the app's entry point (the bench is the entry point here).
            exclude: [
                "Scoreboard/Assets.xcassets",
                "Scoreboard/Info.plist",
                "Scoreboard/Scoreboard.entitlements",
                "Scoreboard/ScoreboardApp.swift",
                "ScoreboardWidgets/Assets.xcassets",
                "ScoreboardWidgets/Info.plist",
            ],
            swiftSettings: [
                // Swift 5, as most iOS code is: `static var title: LocalizedStringResource = "…"` is an error in Swift 6.
                .swiftLanguageMode(.v5),
                // The widget extension's @main defines `main`, as the test runner does: under a name of its own, both link.
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "ScoreboardCode_main"]),
                // On iOS `import Foundation` brings URLSession; here the bench's, which its server answers, comes into every file,
                // and a file written for Linux as well gets it from `import FoundationNetworking`.
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TapbenchURLSession", "-module-alias", "FoundationNetworking=TapbenchURLSession"]),
            ]),
        // `swift run scoreboard-bench`: the bench on Scoreboard.
        .executableTarget(name: "ScoreboardBench", dependencies: ["ScoreboardCode", .product(name: "Tapbench", package: "tapbench")]),
        // `swift test`: every transcript in Transcripts/, replayed by scoreboard-bench, which is built first.
        .testTarget(name: "ScoreboardBenchTests", dependencies: ["ScoreboardBench", .product(name: "TapbenchTesting", package: "tapbench")]),
    ]
)
