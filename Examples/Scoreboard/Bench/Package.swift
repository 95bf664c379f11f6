// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScoreboardBench",
    products: [
        .executable(name: "scoreboard-bench", targets: ["ScoreboardBench"])
    ],
    dependencies: [
        // Tapbench, from this repository. The name gives the package the identity the products below
        // use, whatever folder the repository was cloned into.
        .package(name: "tapbench", path: "../../..")
    ],
    targets: [
        // The app's own folders, linked from Sources/ScoreboardCode, as iOS compiles them. Swift 5 mode, as
        // the Xcode project builds them.
        .target(
            name: "ScoreboardCode",
            dependencies: [
                .product(name: "Tapbench", package: "tapbench"),
                .product(name: "ActivityKit", package: "tapbench"),
                .product(name: "AppIntents", package: "tapbench"),
                .product(name: "SwiftUI", package: "tapbench"),
                .product(name: "WidgetKit", package: "tapbench"),
            ],
            exclude: [
                "Scoreboard/Assets.xcassets",
                "Scoreboard/Info.plist",
                "Scoreboard/Scoreboard.entitlements",
                // The @main App: the bench runs the widgets and app code, not the app's screens.
                "Scoreboard/ScoreboardApp.swift",
                "ScoreboardWidgets/Assets.xcassets",
                "ScoreboardWidgets/Info.plist",
            ],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                // The widget extension's @main WidgetBundle emits `main`, which in a library clashes with the
                // bench's and the test runner's: naming its entry point otherwise lets them link it.
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "ScoreboardCode_main"]),
            ]),
        // `swift run scoreboard-bench`: the bench on the app.
        .executableTarget(
            name: "ScoreboardBench",
            dependencies: ["ScoreboardCode", .product(name: "Tapbench", package: "tapbench")]),
        // `swift test`: every transcript in Transcripts/ replays as a test of its own.
        .testTarget(name: "ScoreboardBenchTests", dependencies: ["ScoreboardBench"]),
    ]
)
