// swift-tools-version: 6.1
import PackageDescription

// FocusTimer on the bench: `swift run focus-timer-bench` opens the REPL, `swift test` replays Transcripts/.
let package = Package(
    name: "FocusTimerBench",
    products: [
        .executable(name: "focus-timer-bench", targets: ["FocusTimerBench"])
    ],
    dependencies: [
        .package(name: "tapbench", path: "../../..")
    ],
    targets: [
        // The app's own code, where it is: Sources/FocusTimerCode links to Shared, FocusTimerWidgets, FocusTimer.
        .target(
            name: "FocusTimerCode",
            dependencies: [
                .product(name: "Tapbench", package: "tapbench"),
                .product(name: "ActivityKit", package: "tapbench"),
                .product(name: "AppIntents", package: "tapbench"),
                .product(name: "SwiftUI", package: "tapbench"),
                .product(name: "WidgetKit", package: "tapbench"),
            ],
            // Not compiled: what is not Swift, and the app's entry point (the bench is the entry point here).
            exclude: [
                "FocusTimer/Assets.xcassets",
                "FocusTimer/FocusTimerApp.swift",
                "FocusTimer/Info.plist",
                "FocusTimerWidgets/Assets.xcassets",
                "FocusTimerWidgets/Info.plist",
            ],
            swiftSettings: [
                // Swift 5, as most iOS code is: `static var title: LocalizedStringResource = "…"` is an error in Swift 6.
                .swiftLanguageMode(.v5),
                // The widget extension's @main defines `main`, as the test runner does: under a name of its own, both link.
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "FocusTimerCode_main"]),
            ]),
        // `swift run focus-timer-bench`: the bench on FocusTimer.
        .executableTarget(name: "FocusTimerBench", dependencies: ["FocusTimerCode", .product(name: "Tapbench", package: "tapbench")]),
        // `swift test`: every transcript in Transcripts/, replayed by focus-timer-bench, which is built first.
        .testTarget(name: "FocusTimerBenchTests", dependencies: ["FocusTimerBench", .product(name: "TapbenchTesting", package: "tapbench")]),
    ]
)
