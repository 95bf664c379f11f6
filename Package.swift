// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "Tapbench",
    products: [
        .executable(name: "tapbench", targets: ["tapbench"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The simulated device: clock, activities, rules, events. Headless and deterministic.
        .target(name: "TapbenchCore", dependencies: ["Routing"]),
        // Deep-link routes matched through a trie; knows nothing of activities or intents.
        .target(name: "Routing"),
        // Apple-shaped facade over the device, so that iOS code compiles unchanged.
        .target(name: "ActivityKit", dependencies: ["TapbenchCore", "FoundationShims"]),
        .target(name: "AppIntents", dependencies: ["TapbenchCore", "FoundationShims"]),
        // SwiftUI's vocabulary for Live Activities, evaluated into element trees instead of pixels, and its
        // Widget, WidgetBundle and PreviewProvider.
        .target(name: "SwiftUI", dependencies: ["AppIntents", "TapbenchCore", "FoundationShims"]),
        // Live Activities' configurations and Dynamic Island, and reading them from a widget bundle.
        .target(name: "WidgetKit", dependencies: ["SwiftUI", "ActivityKit", "AppIntents", "TapbenchCore", "FoundationShims"]),
        // GNU readline, for the REPL at a terminal.
        .systemLibrary(name: "CReadline", path: "Sources/CReadline", providers: [.apt(["libreadline-dev"])]),
        // The Linux call a worker process needs that Swift cannot make directly.
        .target(name: "CWorker"),
        // Foundation types that Apple platforms have and Foundation on Linux lacks.
        .target(name: "FoundationShims"),
        // The app under test, from the seeds. Swift 5 mode, as many iOS apps still are, so that
        // seed code such as `static var title: LocalizedStringResource = "…"` compiles as printed.
        .target(
            name: "SampleApp", dependencies: ["ActivityKit", "AppIntents", "SwiftUI", "WidgetKit", "TapbenchCore"], path: "Intents",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The command language: parsing, running commands against a device, rendering events.
        .target(name: "Bench", dependencies: ["TapbenchCore"]),
        // Markdown transcripts: format, record, replay.
        .target(name: "Transcript", dependencies: ["Bench"]),
        // Transcripts rendered for people: Markdown and HTML pages with sequence diagrams and screens.
        .target(name: "FlowDocs", dependencies: ["Transcript", "Bench", "TapbenchCore"]),
        .executableTarget(
            name: "tapbench",
            dependencies: [
                "Bench", "Transcript", "FlowDocs", "SampleApp", "CReadline", "CWorker", "TapbenchCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Shared test helpers: a sample device, event matchers, running the built executable.
        .target(name: "TapbenchTestSupport", dependencies: ["TapbenchCore", "Bench", "SampleApp", "CPseudoTerminal"], path: "Tests/Support"),
        .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
        .executableTarget(
            name: "tapbench-benchmarks", dependencies: ["Routing", "TapbenchCore", "Bench", "Transcript", "SampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "TapbenchCore"]),
        .testTarget(name: "TapbenchCoreTests", dependencies: ["TapbenchCore", "SampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "BenchTests", dependencies: ["Bench", "SampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "ActivityKit", "SampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "TranscriptTests", dependencies: ["Transcript", "Bench", "SampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "FlowDocsTests", dependencies: ["FlowDocs", "Transcript", "SampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "TerminalTests", dependencies: ["TapbenchTestSupport"]),
        .testTarget(name: "IsolationTests", dependencies: ["TapbenchTestSupport", "TapbenchCore", "tapbench"]),
        .testTarget(name: "DrawingTests", dependencies: ["Bench", "TapbenchCore"]),
        .testTarget(name: "PresentationTests", dependencies: ["WidgetKit", "ActivityKit", "AppIntents", "SampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "ActivityKitTests", dependencies: ["ActivityKit", "SampleApp", "TapbenchTestSupport"]),
        // A widget extension whose bundle is its `@main` type, as on iOS. `@main` in a library emits `main`, which
        // clashes with the test runner's: naming its entry point otherwise lets tests link it.
        .target(
            name: "WidgetBundleFixture", dependencies: ["ActivityKit", "SwiftUI", "WidgetKit"], path: "Tests/Fixtures/WidgetBundleFixture",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "WidgetBundleFixture_main"])]),
        .testTarget(
            name: "WidgetKitTests", dependencies: ["WidgetKit", "SwiftUI", "ActivityKit", "AppIntents", "TapbenchCore", "Bench", "WidgetBundleFixture"]),
    ]
)

// libFuzzer harnesses, one per parser in Tests/Fuzz/*Fuzz, declared only for Tests/Fuzz/run.sh (which sets
// TAPBENCH_FUZZ and builds them with -sanitize=fuzzer into .build-fuzz): the normal build never sees them.
if Context.environment["TAPBENCH_FUZZ"] != nil {
    let folder = Context.packageDirectory + "/Tests/Fuzz"
    let harnesses = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix("Fuzz") }.sorted()
    package.targets.append(.target(name: "FuzzDriver", path: "Tests/Fuzz/FuzzDriver"))
    package.targets += harnesses.map {
        .executableTarget(
            name: $0, dependencies: ["FuzzDriver", "Routing", "TapbenchCore", "Bench", "Transcript", "SampleApp"], path: "Tests/Fuzz/\($0)")
    }
}
