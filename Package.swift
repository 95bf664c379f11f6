// swift-tools-version: 6.1
import CompilerPluginSupport
import Foundation
import PackageDescription

let package = Package(
    name: "Tapbench",
    products: [
        // The bench on its built-in sample app: `swift run tapbench`.
        .executable(name: "tapbench", targets: ["TapbenchSampleBench"]),
        // What a team's bench package depends on: the Apple-shaped facades its iOS code imports, and the
        // bench that hosts its app (`Tapbench.main(app:)`).
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
        // Foundation's `URLSession` as iOS has it, answered by the bench's server: a team's code target imports it
        // into every file (`-import-module TapbenchURLSession`), since on iOS `import Foundation` brings it.
        .library(name: "TapbenchURLSession", targets: ["TapbenchURLSession"]),
        .library(name: "Tapbench", targets: ["Tapbench"]),
        // What a team's bench tests with: its transcripts, replayed by its executable (`BenchTranscript`).
        .library(name: "TapbenchTesting", targets: ["TapbenchTesting"]),
    ],
    // What most sessions never touch is opt-in, so that it costs no build for those who do not use it.
    traits: [
        .trait(
            name: "APNs",
            description: "The local APNs endpoint (--apns, set apns): APNs's provider API over HTTP/2 and TLS, for a server's real push code. Builds SwiftNIO, BoringSSL and swift-crypto. 'push' needs none of it.")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The device's timers, in a priority queue.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // The local APNs endpoint: HTTP/2 and TLS from SwiftNIO, ES256 provider tokens and its certificate from
        // swift-crypto and swift-certificates.
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-http2", from: "1.36.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.29.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.10.0"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.3.0"),
    ],
    targets: [
        // The simulated device: clock, activities, rules, events. Headless and deterministic.
        .target(
            name: "TapbenchCore",
            dependencies: [
                "TapbenchRouting", .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]),
        // Deep-link routes matched through a trie; knows nothing of activities or intents.
        .target(name: "TapbenchRouting"),
        // Apple-shaped facade over the device, so that iOS code compiles unchanged.
        .target(name: "ActivityKit", dependencies: ["TapbenchCore", "TapbenchFoundationShims"]),
        .target(name: "AppIntents", dependencies: ["TapbenchCore", "TapbenchFoundationShims"]),
        // SwiftUI's vocabulary for Live Activities, evaluated into element trees instead of pixels, and its
        // Widget, WidgetBundle and PreviewProvider.
        .target(name: "SwiftUI", dependencies: ["AppIntents", "Combine", "TapbenchCore", "TapbenchFoundationShims", "TapbenchUIKitCore", "TapbenchPreviewMacros", "CTapbenchPreviews"]),
        // `#Preview` expands, as on iOS, into a declaration that makes a `Preview`; here that declaration is also
        // recorded in a section of the binary, so that the bench finds every preview without being told.
        // Its expansion is textual, so the plugin speaks the compiler's plugin protocol itself and no bench builds a
        // syntax library for it.
        .macro(name: "TapbenchPreviewMacros"),
        // Where the linker put the recorded previews.
        .target(name: "CTapbenchPreviews"),
        // Live Activities' configurations and Dynamic Island, and reading them from a widget bundle.
        // Its intent-configured Home Screen widgets take SiriKit's `INIntent`, as iOS's WidgetKit imports Intents.
        .target(name: "WidgetKit", dependencies: ["SwiftUI", "ActivityKit", "AppIntents", "Intents", "TapbenchCore", "TapbenchFoundationShims"]),
        // The UIKit that Live Activity code touches (opening URLs, images and colours), without networking: as on
        // iOS, `import SwiftUI` brings it too, and SwiftUI stays free of the bench's URLSession.
        .target(name: "TapbenchUIKitCore", dependencies: ["TapbenchCore", "TapbenchFoundationShims"]),
        // The app-side frameworks Live Activity code touches: opening URLs, images and colours, notification
        // permission, logging.
        .target(name: "UIKit", dependencies: ["TapbenchUIKitCore", "TapbenchFoundationShims", "TapbenchURLSession", "_Testing_UIKit"]),
        // Apple's `URLSession`, its configuration, tasks and delegates, and the URL loading system's types (`URLRequest`,
        // `HTTPURLResponse`, cookies, caches), over the device's server, without FoundationNetworking: every request app
        // code sends is answered by a stub, takes virtual time and is recorded.
        .target(name: "TapbenchURLSession", dependencies: ["TapbenchCore", "Combine"]),
        // What Swift Testing imports for a file that imports both Testing and UIKit.
        .target(name: "_Testing_UIKit"),
        .target(name: "UserNotifications"),
        // Apple's `OSLog` (`Logger`), a Swift module. Not named `os`: packages such as swift-argument-parser take
        // `#if canImport(os)` to mean Darwin's locks, and every Swift module of a package graph is visible to every other.
        .target(name: "OSLog"),
        // Apple's `os` as a Clang module with `lock` and `log` (Sources/os/include/module.modulemap says why).
        .target(name: "os"),
        // Apple's `Combine`, the synchronous core app code uses (`ObservableObject`, `@Published`, subjects,
        // `sink`, `AnyCancellable`), written here rather than taken from OpenCombine, which changes its own API
        // under `#if canImport(Combine)`. Nothing in the package graph tests `canImport(Combine)`, so a module
        // of that name changes no other package's code.
        .target(name: "Combine"),
        // SiriKit's `INIntent`, the base of the intents that Xcode generates for intent-configured widgets.
        .target(name: "Intents"),
        // The audio session and player app code holds to keep a Live Activity's app running; headless.
        .target(name: "AVFoundation"),
        // BGTaskScheduler: the app's background tasks, kept by the device and run by `app task ID`.
        .target(name: "BackgroundTasks", dependencies: ["TapbenchCore"]),
        // GNU readline, for the REPL at a terminal.
        .systemLibrary(name: "CTapbenchReadline", path: "Sources/CTapbenchReadline", providers: [.apt(["libreadline-dev"])]),
        // What the bench's processes need in C: a pipe that closes on exec, and the device time a worker shows app code.
        .target(name: "CTapbenchWorker"),
        // Foundation types that Apple platforms have and Foundation on Linux lacks.
        .target(name: "TapbenchFoundationShims"),
        // The app under test, from the seeds. Swift 5 mode, as many iOS apps still are, so that
        // seed code such as `static var title: LocalizedStringResource = "…"` compiles as printed.
        // As on iOS, `import Foundation` brings `URLSession`: the bench's is imported into every file, and is what
        // `import FoundationNetworking` brings.
        .target(
            name: "TapbenchSampleApp",
            dependencies: ["ActivityKit", "AppIntents", "SwiftUI", "WidgetKit", "TapbenchCore", "TapbenchAppDescription", "TapbenchURLSession"],
            path: "SampleApp", exclude: ["Files"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TapbenchURLSession", "-module-alias", "FoundationNetworking=TapbenchURLSession"]),
            ]),
        // The command language: parsing, running commands against a device, rendering events.
        .target(name: "TapbenchCommands", dependencies: ["TapbenchCore", "TapbenchRouting"]),
        // Markdown transcripts: format, record, replay.
        .target(name: "TapbenchTranscripts", dependencies: ["TapbenchCommands", "TapbenchCore"]),
        // Transcripts rendered for people: Markdown and HTML pages with sequence diagrams and screens.
        .target(name: "TapbenchFlowDocs", dependencies: ["TapbenchTranscripts", "TapbenchCommands", "TapbenchCore"]),
        // How an app introduces itself to the bench, and the catalog assembled from its code and files.
        // Its server's stubs file is read in the command language (`server stub …`).
        .target(
            name: "TapbenchAppDescription",
            dependencies: ["ActivityKit", "AppIntents", "SwiftUI", "WidgetKit", "TapbenchCore", "TapbenchCommands", "TapbenchFoundationShims"]),
        // APNs's provider API on loopback (HTTP/2 over TLS): each push a server sends becomes a `push` command.
        .target(
            name: "TapbenchAPNs",
            // Under the trait only: `swift build` and `swift test` build every target, and without the trait this one
            // is empty and none of its dependencies is built.
            dependencies: [
                "TapbenchCommands", "TapbenchCore",
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["APNs"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["APNs"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["APNs"])),
                .product(name: "NIOHTTP2", package: "swift-nio-http2", condition: .when(traits: ["APNs"])),
                .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["APNs"])),
                .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["APNs"])),
                .product(name: "X509", package: "swift-certificates", condition: .when(traits: ["APNs"])),
                .product(name: "SwiftASN1", package: "swift-asn1", condition: .when(traits: ["APNs"])),
            ]),
        // The command line, REPL and worker processes, on whichever app an executable hosts.
        .target(
            name: "Tapbench",
            dependencies: [
                "TapbenchAppDescription", "TapbenchCommands", "TapbenchTranscripts", "TapbenchFlowDocs", "CTapbenchReadline", "CTapbenchWorker", "TapbenchCore",
                .target(name: "TapbenchAPNs", condition: .when(traits: ["APNs"])),
                "AppIntents", "SwiftUI", "WidgetKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]),
        // A team's bench's tests: each transcript replayed by the bench's built executable.
        .target(name: "TapbenchTesting", dependencies: ["TapbenchProcessDriver"]),
        // `tapbench`: the bench on the sample app.
        .executableTarget(name: "TapbenchSampleBench", dependencies: ["Tapbench", "TapbenchSampleApp"]),
        // Running the built `tapbench` as a user would, through pipes or at a pseudo-terminal: for tests and benchmarks.
        .target(name: "TapbenchProcessDriver", dependencies: ["CTapbenchPseudoTerminal"]),
        .target(name: "CTapbenchPseudoTerminal"),
        // Shared test helpers: a sample device, `expectEvents` with its diff, running the built executable.
        .target(
            name: "TapbenchTestSupport",
            dependencies: ["TapbenchCore", "TapbenchCommands", "TapbenchTranscripts", "TapbenchSampleApp", "TapbenchProcessDriver", "CTapbenchTestEnvironment"],
            path: "Tests/Support"),
        // The test process's environment, set as it loads, before the test library starts.
        .target(name: "CTapbenchTestEnvironment", path: "Tests/TestEnvironment"),
        .executableTarget(
            name: "tapbench-benchmarks",
            dependencies: ["TapbenchRouting", "TapbenchCore", "TapbenchCommands", "TapbenchTranscripts", "TapbenchSampleApp", "TapbenchProcessDriver", "TapbenchURLSession"]),
        .testTarget(
            name: "APNsTests",
            dependencies: [
                .target(name: "TapbenchAPNs", condition: .when(traits: ["APNs"])),
                "TapbenchCommands", "TapbenchCore", "TapbenchProcessDriver", "TapbenchSampleApp", "TapbenchTestSupport", "TapbenchTranscripts",
                .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["APNs"])),
            ]),
        .testTarget(name: "RoutingTests", dependencies: ["TapbenchRouting", "TapbenchCore"]),
        .testTarget(name: "FacadeAuditTests", exclude: ["ApplePages"]),
        .testTarget(name: "TapbenchCoreTests", dependencies: ["TapbenchCore", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "BenchTests", dependencies: ["TapbenchCommands", "TapbenchCore", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "ActivityKit", "TapbenchCore", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "TranscriptTests", dependencies: ["TapbenchTranscripts", "TapbenchCommands", "TapbenchCore", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "FlowDocsTests", dependencies: ["TapbenchFlowDocs", "TapbenchTranscripts", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "TerminalTests", dependencies: ["TapbenchTestSupport"]),
        .testTarget(
            name: "IsolationTests",
            dependencies: [
                "TapbenchTestSupport", "TapbenchCore", "TapbenchCommands", "Tapbench", "TapbenchDeviceTimeProbe", "TapbenchAppExecutorsProbe",
                "TapbenchAppWorkProbe",
            ]),
        // Installs the app's executors first thing in its async main, as a worker does, and says whether it got on.
        .executableTarget(name: "TapbenchAppExecutorsProbe", dependencies: ["TapbenchCore"], path: "Tests/AppExecutorsProbe"),
        // Starts a task, a block or a timer while it watches, as app code might while an assembled copy assembles the
        // app, and prints how many things it saw started.
        .executableTarget(name: "TapbenchAppWorkProbe", dependencies: ["CTapbenchWorker"], path: "Tests/AppWorkProbe"),
        // Shows a device time as a worker does and prints what code then reads of the real-time clock.
        .executableTarget(name: "TapbenchDeviceTimeProbe", dependencies: ["CTapbenchWorker"], path: "Tests/DeviceTimeProbe"),
        .testTarget(name: "DrawingTests", dependencies: ["TapbenchCommands", "TapbenchCore"]),
        // The doc-comment examples of the bench's own modules, compiled; an example shows values that code would
        // use, so warnings are off here.
        .testTarget(
            name: "DocExampleTests", dependencies: ["TapbenchCore", "TapbenchCommands", "TapbenchRouting", "TapbenchSampleApp"],
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        .testTarget(name: "PresentationTests", dependencies: ["WidgetKit", "ActivityKit", "AppIntents", "TapbenchCore", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "ActivityKitTests", dependencies: ["ActivityKit", "TapbenchCore", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(
            name: "AppDescriptionTests",
            dependencies: ["TapbenchAppDescription", "TapbenchCore", "TapbenchCommands", "TapbenchWidgetBundleFixture", "ActivityKit", "SwiftUI", "WidgetKit"],
            exclude: ["Fixtures"]),
        // A widget extension whose bundle is its `@main` type, as on iOS. `@main` in a library emits `main`, which
        // clashes with the test runner's: naming its entry point otherwise lets tests link it.
        .target(
            name: "TapbenchWidgetBundleFixture", dependencies: ["ActivityKit", "AppIntents", "SwiftUI", "WidgetKit"], path: "Tests/Fixtures/WidgetBundleFixture",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "TapbenchWidgetBundleFixture_main"])]),
        // The compatibility suite: a widget extension and app code written as Apple's documentation and sample code
        // write a Live Activity, compiled as `tapbench init` compiles a team's code (Swift 5 mode, `@main` bundle),
        // and the tests that host it as a team's bench does and assert every presentation drawn.
        .target(
            name: "TapbenchCompatibilityFixture",
            dependencies: ["ActivityKit", "AppIntents", "SwiftUI", "WidgetKit", "UIKit", "UserNotifications", "OSLog", "os", "TapbenchURLSession"],
            path: "Tests/Compatibility/Fixture",
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "TapbenchCompatibilityFixture_main"]),
                // `import os.log` brings `Logger` on iOS; here `Logger` is OSLog's, imported into every file.
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "OSLog"]),
                // On iOS `import Foundation` brings URLSession; here the bench's, which its server answers, comes into every file,
                // and a file written for Linux as well gets it from `import FoundationNetworking`.
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "TapbenchURLSession", "-module-alias", "FoundationNetworking=TapbenchURLSession"]),
            ]),
        .testTarget(
            name: "CompatibilityTests",
            dependencies: [
                "TapbenchCompatibilityFixture", "TapbenchAppDescription", "TapbenchCommands", "TapbenchTranscripts", "TapbenchCore",
                "ActivityKit", "AppIntents", "SwiftUI", "WidgetKit",
            ],
            path: "Tests/Compatibility/Tests"),
        .testTarget(
            name: "WidgetKitTests",
            dependencies: ["WidgetKit", "SwiftUI", "ActivityKit", "AppIntents", "TapbenchCore", "TapbenchCommands", "TapbenchWidgetBundleFixture"]),
        .testTarget(
            name: "PlatformTests",
            dependencies: [
                "ActivityKit", "AppIntents", "SwiftUI", "UIKit", "UserNotifications", "OSLog", "os", "Combine", "Intents", "AVFoundation", "BackgroundTasks",
                "WidgetKit",
                "TapbenchCore", "TapbenchCommands", "TapbenchSampleApp", "TapbenchTestSupport",
            ]),
        .testTarget(name: "InitTests", dependencies: ["Tapbench", "TapbenchTesting", "TapbenchTestSupport"]),
        .testTarget(name: "ExploreTests", dependencies: ["Tapbench", "TapbenchCore", "TapbenchCommands", "TapbenchSampleApp", "TapbenchTestSupport"]),
        .testTarget(name: "URLSessionTests", dependencies: ["TapbenchURLSession", "TapbenchCore", "TapbenchRouting", "TapbenchTestSupport"]),
        .testTarget(
            name: "SwiftUITests", dependencies: ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "TapbenchCore", "TapbenchCommands", "TapbenchTestSupport"]),
        .testTarget(name: "SwiftUIModifierTests", dependencies: ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "TapbenchCore", "TapbenchCommands"]),
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
            name: $0, dependencies: ["FuzzDriver", "TapbenchRouting", "TapbenchCore", "TapbenchCommands", "TapbenchTranscripts", "TapbenchSampleApp"], path: "Tests/Fuzz/\($0)")
    }
}
