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
        self.init(session: { start, seed in Session(start: start, seed: seed, app: app) })
    }

    /// Replays in this process, on the sessions `session` makes for a clock's start and a seed: `tapbench doc`'s
    /// show app code the device's time.
    public init(session: @escaping @Sendable (_ start: Date, _ seed: UInt64) -> Session) {
        open = { start, seed, directory in
            let made = session(start, seed)
            made.directory = directory
            return made
        }
    }

    /// Replays on the sessions `open` gives: in a worker process, so that an app that crashes fails its
    /// step rather than the whole run.
    public init(open: @escaping Opening) {
        self.open = open
    }

    /// Reads and replays the transcript at `url` a chunk at a time, each step as soon as it is read, so that
    /// a passing replay holds neither the file nor its steps. The report keeps the steps `keeping` says, and
    /// the document when it keeps every step or some step failed (`--update` rewrites it); every step's
    /// result goes to `eachStep` as it finishes.
    public func replay(
        contentsOf url: URL, named path: String, keeping: ReplayReport.Keeping = .everyStep, eachStep: (ReplayReport.StepResult) -> Void = { _ in }
    ) async -> ReplayReport {
        guard var lines = FileLines(path: url.path) else { return ReplayReport(path: path, problem: "cannot read \(path)") }
        var reader = TranscriptReader(path: path)
        var playback: Playback?
        // The steps of one chunk are announced before the chunk before them plays, so that a worker never
        // waits for the next chunk to be read.
        var announced: [TranscriptDocument.Step] = []
        do {
            while let chunk = try lines.next() {
                var steps: [TranscriptDocument.Step] = []
                for bytes in chunk {
                    guard let line = String(validating: bytes, as: UTF8.self) else { throw PlaybackProblem.notUTF8 }
                    if let step = try reader.read(line) { steps.append(step) }
                }
                guard !steps.isEmpty else { continue }
                if playback == nil {
                    playback = try await Playback.open(
                        reader.frontMatter, path: path, fileName: url.lastPathComponent, directory: url.deletingLastPathComponent(), observer: nil,
                        keeping: keeping, with: open)
                }
                playback?.announce(steps)
                await playback?.play(announced, eachStep: eachStep)
                announced = steps
            }
            await playback?.play(announced, eachStep: eachStep)
            try reader.finish()
        } catch {
            return ReplayReport(path: path, problem: "\(error)")
        }
        guard let playback else { return ReplayReport(path: path, problem: Self.noSteps) }
        let document = keeping == .everyStep || playback.failed ? Self.document(at: url, path: path) : nil
        return ReplayReport(path: path, document: document, steps: playback.results, stepCount: playback.count, duration: playback.duration)
    }

    /// Replays `document` as the file `fileName` in `directory`; `observer`, if given, sees the session
    /// around every step (a session in this process only). The report keeps the steps `keeping` says;
    /// `eachStep` sees every step's result as it finishes, kept or not.
    public func replay(
        _ document: TranscriptDocument, directory: URL, fileName: String, observer: (any ReplayObserver)? = nil, keeping: ReplayReport.Keeping = .everyStep,
        eachStep: (ReplayReport.StepResult) -> Void = { _ in }
    ) async -> ReplayReport {
        guard !document.steps.isEmpty else { return ReplayReport(path: document.path, document: document, problem: Self.noSteps) }
        var playback: Playback
        do {
            playback = try await Playback.open(
                document.frontMatter, path: document.path, fileName: fileName, directory: directory, observer: observer, keeping: keeping, with: open)
        } catch {
            return ReplayReport(path: document.path, problem: error.description)
        }
        playback.announce(document.steps)
        await playback.play(document.steps, eachStep: eachStep)
        return ReplayReport(path: document.path, document: document, steps: playback.results, stepCount: playback.count, duration: playback.duration)
    }

    private static let noSteps = "no steps to replay — a transcript needs a ```tapbench block whose commands begin with 'tapbench> '"

    /// The whole document, read again for a report that needs it; the file was read once already.
    private static func document(at url: URL, path: String) -> TranscriptDocument? {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(validating: data, as: UTF8.self) else { return nil }
        return try? TranscriptDocument.parse(text, path: path)
    }
}

/// Watches a replay step by step, with the session at hand: `tapbench doc` draws the screen around each step.
public protocol ReplayObserver: AnyObject {
    func willRun(_ step: TranscriptDocument.Step, in session: Session)
    func didRun(_ step: TranscriptDocument.Step, in session: Session)
    /// The outcome of a step known from a replay in a worker, which is not run again in this process: one that
    /// crashed the app there, and after which the device was as before it, as if it had not run. Nil runs it.
    func knownOutcome(of step: TranscriptDocument.Step) -> CommandOutcome?
}
