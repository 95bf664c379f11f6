import Foundation
import TapbenchCore

/// One REPL session, or one transcript replay: a device, the app under test, and the command
/// language on top. `execute(_:)` runs one line and returns what it printed and the events it caused.
///
/// ```swift
/// let session = Session(app: { SampleApp.catalog(now: $0) })
/// let outcome = await session.execute("start Delivery --stale +15m")
/// ```
public final class Session {
    public private(set) var device: Device
    /// Where the virtual clock starts, and where `reset` puts it back.
    public private(set) var start: Date
    /// Where the current device's clock started: `start`, or the time `reset --clock` gave.
    public private(set) var deviceStart: Date
    /// Seeds the device's ids and tokens; each `reset` moves to the next, so a fresh device never reuses
    /// the tokens of the one before.
    private(set) var seed: UInt64
    private(set) var resets: UInt64 = 0
    /// The device was just made and the app is launching: what its launch code does, such as forwarding its
    /// push-to-start tokens, belongs to no command (see `finishLaunch()`).
    private var launching = true
    public var renderer: EventRenderer
    /// Makes the writer behind `record start`; the transcript layer provides it.
    public var makeRecording: RecordingFactory?
    /// The transcript being recorded, if any.
    public private(set) var recording: (any SessionRecording)?
    /// Where relative file paths (`push payload.json`) are read from: the working directory at the REPL,
    /// the transcript's folder in a replay and while recording one, so that a transcript names its files
    /// relative to itself, as Markdown links do, and replays from anywhere.
    public var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    /// Where `intent save` and `route add --save` write, and what the bench loads at start-up.
    public var savedDefinitions = SavedDefinitions.standard()
    /// The executable people run the bench as, for the commands the session suggests: `tapbench`, or a
    /// team's `pizza-bench`.
    public var commandName = "tapbench"
    private(set) var directoryBeforeRecording: URL?
    /// The session's commands are being run again to rebuild the device after the app crashed: `record
    /// start` takes over the file that the session was already writing.
    public var isRebuilding = false
    /// The session runs in a worker, whose process ends with the app's at `app terminate`.
    public var terminateEndsProcess = false
    /// The process runs this session's device alone (a worker, `tapbench doc`): app code that runs outside any
    /// `asCurrent` scope, as in a `Task.detached` or a `Timer`, reaches it (`Device.setProcessDefault(_:)`).
    public var isProcessDevice = false
    /// The app's process ended under the last command: a worker hands the session over to a new process
    /// (`SessionResume`), where the app's memory starts fresh.
    public private(set) var appProcessEnded = false
    /// The process that takes over launches the app at once: the device is fresh (`reset`).
    private(set) var launchesOnResume = false
    /// The rules the device breaks now, each reported once, by the command that broke it, until one keeps it again.
    private(set) var standingBreaks: Set<InvariantBreak> = []
    private let makeCatalog: @Sendable (Date) -> AppCatalog
    /// The catalog last built, and for which start: a `reset` to the same start reuses it, since building
    /// one reads every type's shape.
    private var lastCatalog: (start: Date, catalog: AppCatalog)?
    private let showTime: (@Sendable (Date) -> Void)?
    /// The real time every device of the session runs its watchdogs on (see `Device.wallClock`).
    private let wallClock: any WallClock

    /// - Parameters:
    ///   - app: builds the app's catalog for a device whose clock starts at the given date.
    ///   - start: where the virtual clock starts, and where `reset` puts it back.
    ///   - showTime: told each device's time whenever it moves, and before the app's catalog is built
    ///     for it, for a process that shows app code the device's time as `Date()` (see `Device`).
    ///   - wallClock: the real time the intent budget and the grace periods run on; a test gives one it
    ///     advances by hand.
    public init(
        start: Date = Device.defaultStart, seed: UInt64 = 1, showTime: (@Sendable (Date) -> Void)? = nil,
        wallClock: any WallClock = .system, app: @escaping @Sendable (Date) -> AppCatalog
    ) {
        self.start = start
        deviceStart = start
        self.seed = seed
        self.showTime = showTime
        self.wallClock = wallClock
        makeCatalog = app
        showTime?(start)
        let catalog = app(start)
        lastCatalog = (start, catalog)
        device = Device(app: catalog, start: start, seed: seed, showTime: showTime, wallClock: wallClock)
        renderer = EventRenderer(day: start)
        device.launchApp()
    }

    /// The session `resume` kept, recording to `recording` (the transcript it was recording, taken over), with the
    /// app's process not running: the next intent, link or action launches it cold. After a `reset`, the app launches
    /// at once, as on a new device.
    public init(
        resuming resume: SessionResume, recording: (any SessionRecording)? = nil, showTime: (@Sendable (Date) -> Void)? = nil,
        wallClock: any WallClock = .system, app: @escaping @Sendable (Date) -> AppCatalog
    ) {
        start = resume.start
        deviceStart = resume.deviceStart
        seed = resume.seed
        resets = resume.resets
        self.showTime = showTime
        self.wallClock = wallClock
        makeCatalog = app
        showTime?(resume.deviceStart)
        let catalog = app(resume.deviceStart)
        lastCatalog = (resume.deviceStart, catalog)
        device = Device(resuming: resume.device, app: catalog, showTime: showTime, wallClock: wallClock)
        renderer = EventRenderer(day: resume.deviceStart, verbose: resume.verbose)
        directory = URL(fileURLWithPath: resume.directory, isDirectory: true)
        directoryBeforeRecording = resume.directoryBeforeRecording.map { URL(fileURLWithPath: $0, isDirectory: true) }
        self.recording = recording
        launching = resume.launchesApp
        standingBreaks = resume.standingBreaks
        if resume.launchesApp { device.runApp(inForeground: true) }
    }

    deinit { device.shutDown() }

    /// Ends the app's process, as iOS terminates it (`Device.terminateApp()`); returns whether it was running.
    func terminateApp() -> Bool {
        guard device.terminateApp() else { return false }
        appProcessEnded = terminateEndsProcess
        return true
    }

    /// Runs one command line. Errors leave the device exactly as it was; the event stream gets a `command.failed`
    /// record for one, so that a program reading it sees every failure, not only the events around it.
    public func execute(_ line: String) async -> CommandOutcome {
        if isProcessDevice { Device.setProcessDefault(device) }
        var outcome = await run(line)
        if let error = outcome.error {
            outcome.eventRecords += [
                JSONObject([
                    ("event", .string("command.failed")), ("at", Event.date(device.now)), ("command", .string(line)),
                    ("error", .string(error.message)),
                ])
            ]
        }
        return outcome
    }

    private func run(_ line: String) async -> CommandOutcome {
        appProcessEnded = false
        launchesOnResume = false
        if let text = RecordCommand.noteText(in: line) {
            do {
                return CommandOutcome(lines: try RecordCommand.note(text, in: self).lines)
            } catch {
                return CommandOutcome(error: error)
            }
        }
        let words: [Word]
        do {
            words = try Tokenizer.words(line)
        } catch {
            let named = line.split(whereSeparator: \.isWhitespace).first.flatMap { Commands.named(String($0)) }
            return record(line, CommandOutcome(error: error), recorded: named?.isRecorded ?? true)
        }
        guard let first = words.first, !first.text.hasPrefix("#") else { return CommandOutcome() }
        guard !first.text.isEmpty else {
            return record(line, CommandOutcome(error: CommandError("an empty command name — type a command, such as 'list', or 'help' for them all", at: first)), recorded: true)
        }
        guard let command = Commands.named(first.text) else {
            let hint = Commands.hint(for: first.text, otherwise: " (try 'help')")
            return record(line, CommandOutcome(error: CommandError("unknown command '\(first.text)'\(hint)", at: first)), recorded: true)
        }
        // The app's tasks catch up before the command looks at the device, as after every command:
        // the launch sequence's own tasks forward push-to-start tokens while the first command is read.
        await device.settle()
        await finishLaunch()
        let rest = Array(words.dropFirst())
        let recorded = command.isRecorded(rest)
        do {
            let arguments = command.readsOwnWords
                ? Arguments(command: first, rawWords: rest) : try Arguments(command: first, words: rest, specs: command.options)
            let cancellation = try RecordedCancellation.point(in: arguments)
            let attempt: Result<CommandResult, CommandError> = await IntentRunner.$recordedCancellation.withValue(cancellation) {
                do throws(CommandError) {
                    return .success(try await command.run(arguments, in: self))
                } catch {
                    return .failure(error)
                }
            }
            let result = try attempt.get()
            await finishLaunch()
            // Nothing of an app iOS has terminated runs on: in a worker, its process ends with the command.
            if !appProcessEnded { await device.settle() }
            let taken = device.takeEvents()
            let broken = brokenInvariants(after: line, events: taken)
            let events = taken + broken
            let unanswered = unansweredRequests(in: events)
            var outcome = CommandOutcome(
                lines: render(events) + result.lines + unanswered, terminalLines: result.terminalLines, events: events, quit: result.quit,
                checkFailed: result.failed || !unanswered.isEmpty || !broken.isEmpty)
            outcome.failures = (result.failed ? result.lines : []) + unanswered + renderer.lines(broken)
            let recordedLine = cancellation == nil ? RecordedCancellation.recordedLine(line, events: events) : line
            return record(recordedLine, outcome, recorded: recorded)
        } catch {
            let events = device.takeEvents()
            return record(line, CommandOutcome(lines: render(events), events: events, error: error), recorded: recorded)
        }
    }

    /// Once the app's launch code has done what it does with the new device's first values, sets what it did
    /// apart from the commands: its requests stay in `server log`, in an order its tasks' scheduling does not decide
    /// (`DeviceServer.settleLaunch()`), and its events are not a command's.
    private func finishLaunch() async {
        guard launching else { return }
        launching = false
        await device.settle()
        _ = device.takeEvents()
        device.server.settleLaunch()
    }

    /// ActivityKit's rules and the app's own that `line` broke, as events after its own: each fails the command, so
    /// that a transcript whose flow breaks one replays red. A rule still broken as it was is not reported again.
    private func brokenInvariants(after line: String, events: [Event]) -> [Event] {
        let broken = device.brokenRules(after: line, events: events) { events.map(\.json) }
        defer { standingBreaks = Set(broken) }
        return broken.filter { !standingBreaks.contains($0) }.map { Event(at: device.now, .invariantBroken($0)) }
    }

    /// With `set unanswered-requests fail`, a line that fails the command for each request no stub answered.
    private func unansweredRequests(in events: [Event]) -> [String] {
        guard device.settings.failsUnansweredRequests else { return [] }
        return events.compactMap { event in
            guard case .serverRequest(let exchange) = event.kind, exchange.isUnanswered else { return nil }
            return "error: no stub answered \(exchange.request.method) \(exchange.request.url), and unanswered-requests is fail"
        }
    }

    /// Sends every following step to `recording`; relative paths resolve from its folder until it ends.
    func beginRecording(_ recording: any SessionRecording, in folder: URL) {
        self.recording = recording
        directoryBeforeRecording = directory
        directory = folder
    }

    /// Stops recording and returns the recording that was going on.
    func endRecording() -> (any SessionRecording)? {
        defer {
            recording = nil
            if let directoryBeforeRecording { directory = directoryBeforeRecording }
            directoryBeforeRecording = nil
        }
        return recording
    }

    /// Adds a step that ran elsewhere to the transcript being recorded, if any: a command during which
    /// the app crashed, with the supervisor's report as its output.
    public func recordStep(_ line: String, _ outcome: CommandOutcome) -> CommandOutcome {
        record(line, outcome, recorded: true)
    }

    /// Adds a finished step to the transcript being recorded, if any.
    private func record(_ line: String, _ outcome: CommandOutcome, recorded: Bool) -> CommandOutcome {
        guard recorded, let recording else { return outcome }
        do {
            try recording.record(command: line, outcome: outcome)
            return outcome
        } catch {
            var failed = outcome
            failed.terminalLines.append("warning: the step was not recorded to \(recording.path): \(error)")
            return failed
        }
    }

    /// The events as lines, each updated activity's `Date` fields shown as times.
    private func render(_ events: [Event]) -> [String] {
        guard !events.isEmpty else { return [] }
        var schemas: [Int: Schema] = [:]
        for event in events {
            guard case .activityUpdated(let number, _, _, _) = event.kind, schemas[number] == nil else { continue }
            if let typeName = device.activity(number)?.typeName, let type = device.catalog.activityType(named: typeName) {
                schemas[number] = type.stateSchema
            }
        }
        return renderer.lines(events, schemas: schemas)
    }

    /// A fresh device: no activities, default settings, nothing stored (`AppStorage`), the clock at `start` (else
    /// where the session began), ids and tokens from the next of the session's seeds. Given a `seed`, it begins the session anew
    /// from there, as `record start` does: later resets go back to this start and follow this seed,
    /// exactly as they will when the transcript replays.
    public func reset(start: Date? = nil, seed: UInt64? = nil) {
        device.shutDown()
        AppStorage.clear()
        resets += 1
        if let seed {
            // A new beginning, as a transcript's replay has: later resets derive from it as they do there.
            self.seed = seed
            self.start = start ?? self.start
            resets = 0
        }
        let clock = start ?? self.start
        deviceStart = clock
        showTime?(clock)
        let catalog = lastCatalog.flatMap { $0.start == clock ? $0.catalog : nil } ?? makeCatalog(clock)
        lastCatalog = (clock, catalog)
        device = Device(app: catalog, start: clock, seed: self.seed &+ resets, showTime: showTime, wallClock: wallClock)
        renderer = EventRenderer(day: clock, verbose: renderer.verbose)
        launching = true
        standingBreaks = []
        // A fresh device has a fresh app: in a worker, a new process launches it, with its statics and singletons
        // fresh too (`SessionResume`); a rebuild runs in a new process already.
        if terminateEndsProcess, !isRebuilding {
            appProcessEnded = true
            launchesOnResume = true
        } else {
            device.launchApp()
        }
    }
}

/// What one command line did.
public struct CommandOutcome: Sendable {
    /// The lines to print: the events it caused, then anything the command itself shows.
    public var lines: [String] = []
    /// Lines for a person at a terminal only, such as wall-clock figures, which differ from run to run:
    /// never in transcripts or piped output.
    public var terminalLines: [String] = []
    public var events: [Event] = []
    /// The events as their JSON Lines records (`Event.json`). A command run in a worker process carries
    /// only these, as the worker sent them, and no `events`.
    public var eventRecords: [JSONObject] {
        get { sentRecords ?? events.map(\.json) }
        set { sentRecords = newValue }
    }
    private var sentRecords: [JSONObject]?
    public var error: CommandError?
    /// The session should end (`quit`).
    public var quit = false
    /// A check ran and found problems (`routes --check`).
    public var checkFailed = false
    /// The lines that say the command failed, besides its `error`: a crash, a timeout, a check's problems, a request
    /// no stub answered. A transcript's step passes only when its expected output has each of them itself, so that a
    /// wildcard never turns a failure into a pass.
    public var failures: [String] = []

    public init(
        lines: [String] = [], terminalLines: [String] = [], events: [Event] = [], error: CommandError? = nil, quit: Bool = false,
        checkFailed: Bool = false
    ) {
        self.lines = lines
        self.terminalLines = terminalLines
        self.events = events
        self.error = error
        self.quit = quit
        self.checkFailed = checkFailed
    }
}
