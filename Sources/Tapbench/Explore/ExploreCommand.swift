import ArgumentParser
import Foundation
import TapbenchCommands
import TapbenchCore

/// `tapbench explore [--steps N] [--seed S] [--out DIR] [--time D] [--checks FILE]`: the bench looks for flows that break the app.
struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Run random sessions on the app, check its rules after every step, and write each failure as the shortest transcript that replays red.",
        discussion: """
            Steps are drawn from the app itself: its activity types, the controls its presentations show, its intents \
            with values of each parameter's type, its routes and near misses, pushes with each activity's own \
            content state and with it changed as servers get it wrong, push-to-start, pushes, taps, terminations \
            and the clock's edges that land while an intent awaits, the server's refusals and faults, the clock and \
            the device's settings. The rules: no crash, ActivityKit's rules and the app's own (its introduction's \
            invariants, and the checks of --checks), every perform() within its budget, no button or toggle whose \
            intent throws, every widgetURL and Link a tap follows opens a screen, every presentation draws, every \
            push of the app's own content state decodes. The same seed explores the same sessions.
            Exit codes: 0 no rule broken, 1 a rule broken, 2 a usage error.
            """)

    @Option(help: ArgumentHelp("How many steps to explore, shrinking aside.", valueName: "N"))
    var steps = 600

    @Option(help: ArgumentHelp("The seed of the random sessions.", valueName: "S"))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Where each failure's transcript is written.", valueName: "DIR"))
    var out = "explore-failures"

    @Option(help: ArgumentHelp("Stop after this much wall time, such as 30s or 5m, even with steps left.", valueName: "D"))
    var time: String?

    @Option(name: .customLong("session-length"), help: ArgumentHelp("Steps in one session before a fresh device.", valueName: "N"))
    var sessionLength = 16

    @Option(help: ArgumentHelp("Write a JUnit report of the failures to FILE.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("A transcript of checks to run after every step: commands that only look, each with the output it must print.", valueName: "FILE"))
    var checks: [String] = []

    mutating func validate() throws {
        guard steps > 0 else { throw ValidationError("--steps takes a positive count such as 400; '\(steps)' is not") }
        guard sessionLength > 0 else { throw ValidationError("--session-length takes a positive count such as 10; '\(sessionLength)' is not") }
        _ = try limit()
        do {
            _ = try ExploreChecks(files: checks)
        } catch {
            throw ValidationError(error.message)
        }
    }

    private func limit() throws -> Duration? {
        guard let time else { return nil }
        guard let duration = DurationText.parse(time), duration > .zero else {
            throw ValidationError("--time takes a duration such as 30s or 5m; '\(time)' is not one")
        }
        return duration
    }

    mutating func run() async throws {
        SandboxSlots.shared.use()
        let surface = ExploreSurface(catalog: HostedApp.current.catalog(Device.defaultStart))
        let checks = try ExploreChecks(files: self.checks)
        let explorer = Explorer(surface: surface, seed: seed, steps: steps, sessionLength: sessionLength, checks: checks)
        let clock = ContinuousClock()
        let deadline = try limit().map { clock.now + $0 }
        let showsProgress = isatty(STDERR_FILENO) == 1
        let report = try await explorer.run(stop: { deadline.map { clock.now >= $0 } ?? false }) { report in
            guard showsProgress else { return }
            StandardStream.write("\rexploring: \(Self.counted(report)), \(report.findings.count) broken rule\(report.findings.count == 1 ? "" : "s")", to: StandardStream.error)
        }
        if showsProgress { StandardStream.write("\r\u{1B}[K", to: StandardStream.error) }
        let command = HostedApp.current.commandName
        var lines = ["explored \(Self.counted(report)) (seed \(seed)): \(report.findings.count) broken rule\(report.findings.count == 1 ? "" : "s")"]
        if !report.findings.isEmpty {
            let folder = URL(fileURLWithPath: out, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for finding in report.findings {
                let file = folder.appendingPathComponent(FindingTranscript.fileName(of: finding))
                try FindingTranscript.write(
                    finding, outcomes: try await explorer.outcomes(of: finding.steps), seed: seed, command: command, checks: checks, to: file)
                let count = finding.steps.count
                lines.append("  \(finding.violation.signature): \(count) step\(count == 1 ? "" : "s") → \(out)/\(file.lastPathComponent)")
            }
        }
        lines.append(report.coverage.line(of: surface))
        lines.forEach { print($0) }
        if let junit { try Data(ExploreJUnit.xml(report, folder: out).utf8).write(to: URL(fileURLWithPath: junit)) }
        if !report.findings.isEmpty { throw ExitCode(1) }
    }

    /// `600 steps in 41 sessions`, `1 step in 1 session`.
    private static func counted(_ report: ExploreReport) -> String {
        "\(report.steps) step\(report.steps == 1 ? "" : "s") in \(report.sessions) session\(report.sessions == 1 ? "" : "s")"
    }
}
