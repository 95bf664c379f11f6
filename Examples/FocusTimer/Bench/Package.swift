// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FocusTimerBench",
    products: [
        .executable(name: "focustimer-bench", targets: ["FocusTimerBench"])
    ],
    dependencies: [
        // Tapbench, from this repository. The name gives the package the identity the products below
        // use, whatever folder the repository was cloned into.
        .package(name: "tapbench", path: "../../..")
    ],
    targets: [
        // The app's own folders, linked from Sources/FocusTimerCode, as iOS compiles them. Swift 5 mode, as
        // the Xcode project builds them.
        .target(
            name: "FocusTimerCode",
            dependencies: [
                .product(name: "Tapbench", package: "tapbench"),
                .product(name: "ActivityKit", package: "tapbench"),
                .product(name: "AppIntents", package: "tapbench"),
                .product(name: "SwiftUI", package: "tapbench"),
                .product(name: "WidgetKit", package: "tapbench"),
            ],
            exclude: [
                "FocusTimer/Assets.xcassets",
                "FocusTimer/Info.plist",
                // The @main App: the bench runs the widgets and app code, not the app's screens.
                "FocusTimer/FocusTimerApp.swift",
                "FocusTimerWidgets/Assets.xcassets",
                "FocusTimerWidgets/Info.plist",
            ],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                // The widget extension's @main Widget emits `main`, which in a library clashes with the
                // bench's and the test runner's: naming its entry point otherwise lets them link it.
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "FocusTimerCode_main"]),
            ]),
        // `swift run focustimer-bench`: the bench on the app.
        .executableTarget(
            name: "FocusTimerBench",
            dependencies: ["FocusTimerCode", .product(name: "Tapbench", package: "tapbench")]),
        // `swift test`: every transcript in Transcripts/ replays as a test of its own.
        .testTarget(name: "FocusTimerBenchTests", dependencies: ["FocusTimerBench"]),
    ]
)
