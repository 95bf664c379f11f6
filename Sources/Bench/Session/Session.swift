import Foundation
import TapbenchCore

/// One REPL session, or one transcript replay: a device, the app under test, and the command
/// language on top. `execute(_:)` runs one line and returns what it printed and the events it caused.
///
/// ```swift
/// let session = Session(app: SampleApp.catalog())
/// let outcome = await session.execute("start Delivery --stale +15m")
/// ```
public final class Session {
    public private(set) var device: Device
    /// Where the virtual clock starts, and where `reset` puts it back.
    public let start: Date
    /// Seeds the device's ids and tokens; each `reset` moves to the next, so a fresh device never reuses
    /// the tokens of the one before.
    private let seed: UInt64
    private var resets: UInt64 = 0
    public var renderer: EventRenderer
    /// Show wall-clock figures, which differ from run to run: at a terminal, never in transcripts.
    public var showsWallTime = false
    /// Where relative file paths (`push payload.json`) are read from: the working directory at the REPL,
    /// the transcript's folder in a replay.
    public var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    private let makeCatalog: @Sendable (Date) -> AppCatalog

    /// - Parameters:
    ///   - app: builds the app's catalog for a device whose clock starts at the given date.
    ///   - start: where the virtual clock starts, and where `reset` puts it back.
    public init(start: Date = Device.defaultStart, seed: UInt64 = 1, app: @escaping @Sendable (Date) -> AppCatalog) {
        self.start = start
        self.seed = seed
        makeCatalog = app
        device = Device(app: app(start), start: start, seed: seed)
        renderer = EventRenderer(day: start)
        device.launchApp()
    }

    deinit { device.shutDown() }

    /// Runs one command line. Errors leave the device exactly as it was.
    public func execute(_ line: String) async -> Outcome {
        let words: [Word]
        do {
            words = try Tokenizer.words(line)
        } catch {
            return Outcome(error: error)
        }
        guard let first = words.first, !first.text.hasPrefix("#") else { return Outcome() }
        guard let command = Commands.named(first.text) else {
            let suggestion = Suggestion.closest(to: first.text, among: Commands.allNames).map { " — did you mean '\($0)'?" } ?? " (try 'help')"
            return Outcome(error: CommandError("unknown command '\(first.text)'\(suggestion)", at: first))
        }
        do {
            let rest = Array(words.dropFirst())
            let arguments = command.readsOwnWords
                ? Arguments(command: first, rawWords: rest) : try Arguments(command: first, words: rest, specs: command.options)
            let result = try await command.run(arguments, in: self)
            await device.settle()
            let events = device.takeEvents()
            return Outcome(lines: render(events) + result.lines, events: events, quit: result.quit, checkFailed: result.failed)
        } catch {
            let events = device.takeEvents()
            return Outcome(lines: render(events), events: events, error: error)
        }
    }

    /// The events as lines, each activity's `Date` fields shown as times.
    private func render(_ events: [Event]) -> [String] {
        var schemas: [Int: Schema] = [:]
        for number in Set(events.compactMap(\.activity)) {
            if let typeName = device.activity(number)?.typeName, let type = device.catalog.activityType(named: typeName) {
                schemas[number] = type.stateSchema
            }
        }
        return renderer.lines(events, schemas: schemas)
    }

    /// A fresh device: no activities, default settings, the clock at `start` (else where the session began).
    func reset(start: Date? = nil) {
        device.shutDown()
        resets += 1
        let clock = start ?? self.start
        device = Device(app: makeCatalog(clock), start: clock, seed: seed &+ resets)
        renderer = EventRenderer(day: clock, verbose: renderer.verbose)
        device.launchApp()
    }
}

/// What one command line did.
public struct Outcome: Sendable {
    /// The lines to print: the events it caused, then anything the command itself shows.
    public var lines: [String] = []
    public var events: [Event] = []
    public var error: CommandError?
    /// The session should end (`quit`).
    public var quit = false
    /// A check ran and found problems (`routes --check`).
    public var checkFailed = false

    public init(lines: [String] = [], events: [Event] = [], error: CommandError? = nil, quit: Bool = false, checkFailed: Bool = false) {
        self.lines = lines
        self.events = events
        self.error = error
        self.quit = quit
        self.checkFailed = checkFailed
    }
}
