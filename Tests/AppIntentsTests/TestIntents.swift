import ActivityKit
import AppIntents
import Foundation
import Synchronization

/// Intents that exercise the runner's edges. They sleep on the device's clock, never the wall's,
/// except where the wall clock is the point.

struct VirtualSleepIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Sleep"
    @Parameter(title: "Milliseconds") var milliseconds: Int

    func perform() async throws -> some IntentResult {
        try await DeviceClock().sleep(for: .milliseconds(milliseconds))
        return .result()
    }
}

/// Awaits something that never comes (until the test lets it go).
struct NeverReturnsIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Never Returns"

    func perform() async throws -> some IntentResult {
        try await Task.sleep(for: .seconds(3600))
        return .result()
    }
}

/// A flag the spinning intent polls, so that the test can end the spin once it has its answer.
let spinRelease = Atomic<Bool>(false)

/// Told each time the spinning intent has made its update, so that the test knows when to look.
let spinUpdates = AsyncStream<Void>.makeStream()

/// Busy-loops without ever checking for cancellation, then tries to update the activity.
struct SpinIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Spin"

    func perform() async throws -> some IntentResult {
        while !spinRelease.load(ordering: .relaxed) {}
        if let activity = Activity<SpinAttributes>.activities.first {
            await activity.update(ActivityContent(state: SpinAttributes.ContentState(count: 99), staleDate: nil))
        }
        spinUpdates.continuation.yield()
        return .result()
    }
}

/// How many turns `CountingSpinIntent` has made.
let spinTurns = Atomic<Int>(0)

/// The thread `CountingSpinIntent` spins on, as `/proc/thread-self` names it: `PID/task/TID`.
let spinThread = Mutex<String?>(nil)

/// Spins for ever, counting its turns, and never checks for cancellation.
struct CountingSpinIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Counting Spin"

    func perform() async throws -> some IntentResult {
        spinThread.withLock { $0 = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self") }
        while spinTurns.add(1, ordering: .relaxed).newValue > 0 {}
        return .result()
    }
}

/// Where `LibrarySpinIntent` runs, and whether it may stop.
let librarySpinThread = Mutex<pthread_t?>(nil)
let librarySpinRelease = Atomic<Bool>(false)

/// Spins in Foundation's code, as the sample app's `TrackCourierIntent` does: the program's own code is a
/// sliver of its time, so a signal nearly always finds it in a system library.
struct LibrarySpinIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Library Spin"

    func perform() async throws -> some IntentResult {
        librarySpinThread.withLock { $0 = pthread_self() }
        while !librarySpinRelease.load(ordering: .relaxed) { _ = ProcessInfo.processInfo.environment }
        return .result()
    }
}

struct SpinAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable { var count: Int }
    var name: String
}

enum Priority: String, AppEnum {
    case low, high
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
    static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [.low: "Low", .high: "High"]
}

/// Every supported parameter type, for reflection.
struct EveryParameterIntent: AppIntent {
    static let title: LocalizedStringResource = "Every Parameter"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Count", default: 2) var count: Int
    @Parameter(title: "Ratio") var ratio: Double?
    @Parameter(title: "Urgent", default: false) var urgent: Bool
    @Parameter(title: "When") var when: Date?
    @Parameter(title: "Link") var link: URL?
    @Parameter(title: "Priority", default: .low) var priority: Priority

    func perform() async throws -> some IntentResult {
        let ratioText = ratio.map { "\($0)" } ?? "-"
        let summary = "\(name) \(count) \(ratioText) \(urgent) \(priority.rawValue)"
        return .result(value: summary)
    }
}

/// `@Parameter`s between plain stored properties, in a struct and in a class, for reading an intent's
/// parameters from its layout and through `Mirror`.
struct MixedFieldsIntent: AppIntent {
    static let title: LocalizedStringResource = "Mixed Fields"
    let tag = "plain"
    @Parameter(title: "Order ID") var orderID: String
    var attempts = 3
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Urgent", default: true) var urgent: Bool

    func perform() async throws -> some IntentResult { .result(value: "\(orderID) \(note ?? "-") \(urgent) \(attempts) \(tag)") }
}

final class MixedFieldsClassIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Mixed Fields (class)"
    let tag = "plain"
    @Parameter(title: "Order ID") var orderID: String
    let attempts = 3
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Urgent", default: true) var urgent: Bool

    init() {}
    func perform() async throws -> some IntentResult { .result(value: "\(orderID) \(note ?? "-") \(urgent) \(attempts) \(tag)") }
}

/// Changes its own parameter while it runs.
struct RenamingIntent: AppIntent {
    static let title: LocalizedStringResource = "Renaming"
    @Parameter(title: "Name") var name: String

    func perform() async throws -> some IntentResult {
        name = "changed by perform"
        return .result()
    }
}
