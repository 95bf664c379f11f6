import TapbenchCommands
import Foundation
import TapbenchCore
import TapbenchTranscripts

/// A transcript replayed for people: its prose and blocks as written, and for every step the output,
/// the events and the screen just before and just after.
public struct Flow: Sendable {
    public struct Step: Sendable {
        public let command: String
        /// The command's line in the transcript, counting from 1.
        public let line: Int
        /// What the step printed in this replay.
        public let output: [String]
        public let events: [Event]
        /// The screen as `show` draws it, before the step and after it.
        public let screenBefore: [String]
        public let screenAfter: [String]
        /// The output matched what the transcript expects.
        public let matches: Bool
        /// The lines that say the step failed: its error, or the app's crash.
        public let failures: [String]
        /// The step's block is marked `<!-- tapbench: hidden -->`.
        public let isHidden: Bool
    }

    public let document: TranscriptDocument
    public let steps: [Step]
    /// Renders times the way the replay printed them.
    public let renderer: EventRenderer

    /// The title: the front matter's, else the first heading, else the file name.
    public var title: String {
        if let title = document.frontMatter.title { return title }
        if let heading = document.lines.first(where: { $0.hasPrefix("# ") }) { return String(heading.dropFirst(2)) }
        return URL(fileURLWithPath: document.path).deletingPathExtension().lastPathComponent
    }

    /// Replays the transcript at `url` on a fresh device and keeps what people need to follow it. The steps of
    /// `crashed`, by line, crashed the app in a worker's replay, with that outcome: they are not run here, where a
    /// crash would end this process, and the device stays as it was, as a worker's rebuild leaves it.
    public static func capture(
        contentsOf url: URL, named path: String, crashed: [Int: CommandOutcome] = [:], app: @escaping @Sendable (Date) -> AppCatalog
    ) async throws -> Flow {
        try await capture(contentsOf: url, named: path, crashed: crashed, replayer: Replayer(app: app))
    }

    /// `capture(contentsOf:named:crashed:app:)` on the sessions `replayer` opens, which must be in this process.
    public static func capture(
        contentsOf url: URL, named path: String, crashed: [Int: CommandOutcome] = [:], replayer: Replayer
    ) async throws -> Flow {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw FlowError("cannot read \(path)") }
        let document = try TranscriptDocument.parse(String(decoding: data, as: UTF8.self), path: path)
        let screens = ScreenRecorder(crashed: crashed)
        let report = await replayer.replay(
            document, directory: url.deletingLastPathComponent(), fileName: url.lastPathComponent, observer: screens)
        if let problem = report.problem { throw FlowError(problem) }
        let steps = report.steps.enumerated().map { index, result in
            Step(
                command: result.step.command, line: result.step.line, output: result.actual, events: result.events,
                screenBefore: index < screens.before.count ? screens.before[index] : [],
                screenAfter: index < screens.after.count ? screens.after[index] : [],
                matches: result.matches, failures: result.failures, isHidden: document.blocks[result.step.block].isHidden)
        }
        let day = document.frontMatter.clock ?? Device.defaultStart
        return Flow(document: document, steps: steps, renderer: EventRenderer(day: day))
    }
}

/// Why a flow cannot be drawn.
public struct FlowError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Draws the screen around every step of a replay.
private final class ScreenRecorder: ReplayObserver {
    let crashed: [Int: CommandOutcome]
    var before: [[String]] = []
    var after: [[String]] = []

    init(crashed: [Int: CommandOutcome]) { self.crashed = crashed }

    func willRun(_ step: TranscriptDocument.Step, in session: Session) { before.append(session.screenPicture()) }
    func didRun(_ step: TranscriptDocument.Step, in session: Session) { after.append(session.screenPicture()) }
    func knownOutcome(of step: TranscriptDocument.Step) -> CommandOutcome? { crashed[step.line] }
}
