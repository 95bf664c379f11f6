import TapbenchCommands
import Foundation
import TapbenchCore

/// Replays transcripts in-process, each on a fresh device whose clock starts where its front matter says
/// (else at the fixed default), comparing every step's output with what the transcript expects.
public struct Replayer: Sendable {
    /// Opens the session a transcript replays on, given where its clock starts, its seed, and the folder
    /// its relative paths resolve from.
    public typealias Opening = @Sendable (_ start: Date, _ seed: UInt64, _ directory: URL) async throws -> any CommandRunner

    private let open: Opening

    /// Replays in this process, on sessions of `app`.
    public init(app: @escaping @Sendable (Date) -> AppCatalog) {
        open = { start, seed, directory in
            let session = Session(start: start, seed: seed, app: app)
            session.directory = directory
            return session
        }
    }

    /// Replays on the sessions `open` gives: in a worker process, so that an app that crashes fails its
    /// step rather than the whole run.
    public init(open: @escaping Opening) {
        self.open = open
    }

    /// Reads and replays the transcript at `url`, keeping the steps `keeping` says and handing every step's
    /// result to `eachStep` as it finishes.
    public func replay(
        contentsOf url: URL, named path: String, keeping: ReplayReport.Keeping = .everyStep, eachStep: (ReplayReport.StepResult) -> Void = { _ in }
    ) async -> ReplayReport {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return ReplayReport(path: path, problem: "cannot read \(path)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return ReplayReport(path: path, problem: "not UTF-8 text — a transcript is a Markdown file")
        }
        do {
            let document = try TranscriptDocument.parse(text, path: path)
            return await replay(
                document, directory: url.deletingLastPathComponent(), fileName: url.lastPathComponent, keeping: keeping, eachStep: eachStep)
        } catch {
            return ReplayReport(path: path, problem: error.description)
        }
    }

    /// Replays `document` as the file `fileName` in `directory`; `observer`, if given, sees the session
    /// around every step (a session in this process only). The report keeps the steps `keeping` says;
    /// `eachStep` sees every step's result as it finishes, kept or not.
    public func replay(
        _ document: TranscriptDocument, directory: URL, fileName: String, observer: (any ReplayObserver)? = nil, keeping: ReplayReport.Keeping = .everyStep,
        eachStep: (ReplayReport.StepResult) -> Void = { _ in }
    ) async -> ReplayReport {
        guard !document.steps.isEmpty else {
            let problem = "no steps to replay — a transcript needs a ```tapbench block whose commands begin with 'tapbench> '"
            return ReplayReport(path: document.path, document: document, problem: problem)
        }
        let started = ContinuousClock.now
        let matter = document.frontMatter
        let session: any CommandRunner
        do {
            session = try await open(matter.clock ?? Device.defaultStart, matter.seed ?? transcriptSeed(forFileNamed: fileName), directory)
        } catch {
            return ReplayReport(path: document.path, problem: "\(document.path): \(error)")
        }
        let observed = observer.flatMap { observer in (session as? Session).map { (observer, $0) } }
        session.willExecute(matter.settings.map { "set \($0.name) \($0.value)" } + document.steps.map(\.command))
        for setting in matter.settings {
            let outcome = await session.execute("set \(setting.name) \(setting.value)")
            if let error = outcome.error {
                return ReplayReport(path: document.path, problem: "\(document.path):\(setting.line): front matter: \(error.message)")
            }
        }
        var results: [ReplayReport.StepResult] = []
        var count = 0
        func finished(_ result: ReplayReport.StepResult) {
            count += 1
            eachStep(result)
            if keeping == .everyStep || !result.matches { results.append(result) }
        }
        for (position, step) in document.steps.enumerated() {
            observed.map { $0.willRun(step, in: $1) }
            let outcome = await session.execute(step.command)
            let actual = outcome.lines + (outcome.error.map { ["error: \($0.message)"] } ?? [])
            observed.map { $0.didRun(step, in: $1) }
            finished(
                ReplayReport.StepResult(
                    step: step, actual: actual, matches: OutputPattern.matches(step.expected, actual), events: outcome.events,
                    eventRecords: outcome.eventRecords))
            if outcome.quit {
                document.steps.dropFirst(position + 1).forEach { finished(ReplayReport.StepResult(step: $0, actual: [], matches: false)) }
                break
            }
        }
        return ReplayReport(path: document.path, document: document, steps: results, stepCount: count, duration: ContinuousClock.now - started)
    }
}

/// Watches a replay step by step, with the session at hand: `tapbench doc` draws the screen around each step.
public protocol ReplayObserver: AnyObject {
    func willRun(_ step: TranscriptDocument.Step, in session: Session)
    func didRun(_ step: TranscriptDocument.Step, in session: Session)
}
