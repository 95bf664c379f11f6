import Foundation
import TapbenchCommands
import TapbenchCore

/// One transcript's steps played on its session, a batch at a time as they are read, comparing each step's
/// output with what the transcript expects; it keeps the results `keeping` says and counts the rest.
struct Playback {
    private let session: any CommandRunner
    private let observed: (any ReplayObserver, Session)?
    private let keeping: ReplayReport.Keeping
    private let started: ContinuousClock.Instant
    private(set) var results: [ReplayReport.StepResult] = []
    private(set) var count = 0
    private(set) var failed = false
    /// Set once a step quits the session: the steps after it fail without running.
    private var quit = false

    /// Opens the session the front matter describes and applies its settings; the error is the report's problem.
    static func open(
        _ matter: FrontMatter, path: String, fileName: String, directory: URL, observer: (any ReplayObserver)?, keeping: ReplayReport.Keeping,
        with opening: Replayer.Opening
    ) async throws(PlaybackProblem) -> Playback {
        let started = ContinuousClock.now
        let session: any CommandRunner
        do {
            session = try await opening(matter.clock ?? Device.defaultStart, matter.seed ?? transcriptSeed(forFileNamed: fileName), directory)
        } catch {
            throw PlaybackProblem(description: "\(path): \(error)")
        }
        let settings = matter.settings.map { "set \($0.name) \($0.value)" }
        session.willExecute(settings)
        for (setting, line) in zip(matter.settings, settings) {
            if let error = await session.execute(line).error {
                throw PlaybackProblem(description: "\(path):\(setting.line): front matter: \(error.message)")
            }
        }
        let observed = observer.flatMap { observer in (session as? Session).map { (observer, $0) } }
        return Playback(session: session, observed: observed, keeping: keeping, started: started)
    }

    private init(session: any CommandRunner, observed: (any ReplayObserver, Session)?, keeping: ReplayReport.Keeping, started: ContinuousClock.Instant) {
        self.session = session
        self.observed = observed
        self.keeping = keeping
        self.started = started
    }

    /// Tells the session the commands of `steps` come next, so that a session in a worker sends them ahead
    /// and runs each as soon as the one before finishes; `play` must then be given them, in order.
    func announce(_ steps: [TranscriptDocument.Step]) {
        if !quit { session.willExecute(steps.map(\.command)) }
    }

    /// Plays `steps`, announced before, in order, handing each result to `eachStep` as it finishes.
    mutating func play(_ steps: [TranscriptDocument.Step], eachStep: (ReplayReport.StepResult) -> Void) async {
        for step in steps {
            guard !quit else {
                finish(ReplayReport.StepResult(step: step, actual: [], matches: false), eachStep)
                continue
            }
            observed.map { $0.willRun(step, in: $1) }
            let outcome: CommandOutcome
            if let known = observed?.0.knownOutcome(of: step) {
                outcome = known
            } else {
                outcome = await session.execute(step.command)
            }
            let errorLine = outcome.error.map { ["error: \($0.message)"] } ?? []
            let actual = outcome.lines + errorLine
            observed.map { $0.didRun(step, in: $1) }
            finish(
                ReplayReport.StepResult(
                    step: step, actual: actual, matches: OutputPattern.matches(step.expected, actual),
                    failures: outcome.failures + errorLine, events: outcome.events,
                    eventRecords: outcome.eventRecords),
                eachStep)
            quit = outcome.quit
        }
    }

    /// How long the session has played, since it was opened.
    var duration: Duration { ContinuousClock.now - started }

    private mutating func finish(_ result: ReplayReport.StepResult, _ eachStep: (ReplayReport.StepResult) -> Void) {
        count += 1
        if !result.matches { failed = true }
        eachStep(result)
        if keeping == .everyStep || !result.matches { results.append(result) }
    }
}

/// Why a transcript could not play at all, as its report says it.
struct PlaybackProblem: Error, CustomStringConvertible {
    let description: String
}

extension PlaybackProblem {
    static let notUTF8 = PlaybackProblem(description: "not UTF-8 text — a transcript is a Markdown file")
}
