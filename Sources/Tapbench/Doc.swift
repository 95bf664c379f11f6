import ArgumentParser
import TapbenchFlowDocs
import Foundation
import TapbenchCommands
import TapbenchTranscripts

/// `tapbench doc TRANSCRIPT [--format markdown|html] [-o FILE]`: a flow rendered for people.
struct Doc: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doc",
        abstract: "Render a transcript for people: a sequence diagram, the prose, every step with the screen before and after.",
        discussion: """
            The transcript is replayed first, and must pass: documentation never shows a flow that no longer \
            works. Markdown suits a forge (the diagram is Mermaid); HTML is one self-contained page.
            Exit codes: 0 written, 1 the transcript fails or cannot be written, 2 a usage error.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown
        case html
    }

    @Argument(help: ArgumentHelp("The transcript to render.", valueName: "TRANSCRIPT"))
    var transcript: String

    @Option(help: "markdown or html; the default follows -o's extension (.html, .htm), else markdown.")
    var format: Format?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "FILE"))
    var output: String?

    mutating func validate() throws {
        guard FileManager.default.fileExists(atPath: transcript) else {
            throw ValidationError("no transcript '\(transcript)' — give the path of a .md file, such as Transcripts/push-to-start.md")
        }
    }

    mutating func run() async throws {
        // The app's storage while `doc` draws is a sandbox of its own, as a worker's is, so `defaults` and app groups
        // show what they hold and nothing reaches the user's own preferences. Foundation reads where it keeps them
        // as it loads, so `doc` runs again in a process started in the sandbox.
        guard ProcessInfo.processInfo.environment[AppStorage.sandboxVariable] != nil else { return try Self.runInSandbox() }
        let url = URL(fileURLWithPath: transcript)
        let crashed = try await check(url)
        // The screens are drawn in this process, with the app's tasks on the bench's scheduler as in a worker: each
        // step ends once the app has nothing left to do, so a task nobody awaits lands in the step that started it.
        let bench = AppTakeover.install()
        let path = transcript
        let flow: Flow
        do {
            flow = try await Task(executorPreference: bench) {
                let catalog = HostedApp.current.catalog
                let replayer = Replayer(session: { start, seed in
                    let session = Session(start: start, seed: seed, showTime: AppTakeover.showDeviceTime, app: catalog)
                    session.isProcessDevice = true
                    return session
                })
                return try await Flow.capture(contentsOf: url, named: path, crashed: crashed, replayer: replayer)
            }.value
        } catch {
            throw DocFailure("\(error)")
        }
        let chosen = format ?? (output.map { [".html", ".htm"].contains(where: $0.lowercased().hasSuffix) } == true ? .html : .markdown)
        let text = chosen == .html ? HTMLFlowDocument(flow, source: transcript).text : MarkdownFlowDocument(flow, source: transcript).text
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw DocFailure("cannot write \(output): \(error.localizedDescription)")
        }
        StandardStream.write("wrote \(output) (\(chosen.rawValue), \(flow.steps.count) steps)\n", to: StandardStream.error)
    }
}

extension Doc {
    /// Replays the transcript in a worker process first: it must pass. Returns the steps in which the app crashed,
    /// by line, with what they printed: drawing the screens runs the app in this process, which does not run them.
    private func check(_ url: URL) async throws -> [Int: CommandOutcome] {
        let replayer = Replayer(open: { start, seed, directory in
            try IsolatedSession(start: start, seed: seed, directory: directory, timeout: .seconds(10), events: true)
        })
        let report = await replayer.replay(contentsOf: url, named: transcript)
        if let problem = report.problem { throw DocFailure(problem) }
        if let changed = report.failures.first {
            throw DocFailure(
                "\(transcript):\(changed.step.line): 'tapbench> \(changed.step.command)' no longer prints what the transcript says — run '\(HostedApp.current.commandName) replay \(transcript)' and fix it first")
        }
        var crashed: [Int: CommandOutcome] = [:]
        for step in report.steps where step.eventRecords.contains(where: { $0["event"] == "app.crashed" }) {
            var outcome = CommandOutcome(lines: step.actual)
            outcome.failures = step.failures
            outcome.eventRecords = step.eventRecords
            crashed[step.step.line] = outcome
        }
        return crashed
    }
}

extension Doc {
    /// Runs this `doc` command again in a process whose environment is a new sandbox's, which is removed after it.
    private static func runInSandbox() throws {
        let sandbox: Sandbox
        do {
            sandbox = try Sandbox()
        } catch {
            throw DocFailure("\(error)")
        }
        defer { sandbox.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: WorkerProcess.executable)
        process.arguments = Array(CommandLine.arguments.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(sandbox.environment) { _, sandboxed in sandboxed }
        do {
            try process.run()
        } catch {
            throw DocFailure("cannot start \(WorkerProcess.executable): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}

/// A one-line error, exit status 1.
struct DocFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
