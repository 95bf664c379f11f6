import ArgumentParser
import Foundation
import TapbenchCore
import TapbenchTranscripts

/// `tapbench coverage [PATH ...]`.
struct CoverageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Which intents, routes, presentations, taps and pushes the transcripts exercise, and which transcripts are obsolete.",
        discussion: "Exits 1 when a transcript names an intent, type or route the app no longer has.")

    @Argument(help: ArgumentHelp("Transcripts, or folders of them.", valueName: "PATH"))
    var paths: [String] = ["Transcripts/"]

    mutating func run() async throws {
        SandboxSlots.shared.use()
        let files = try TranscriptFiles.find(paths, base: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        let replayer = Replayer(open: { start, seed, directory in
            try IsolatedSession(start: start, seed: seed, directory: directory, timeout: .seconds(10), events: true)
        })
        let reports = await ReplayRun(files: files, jobs: 2, replayer: replayer).reports()
        let coverage = Coverage(reports: reports, catalog: HostedApp.current.catalog(Device.defaultStart))
        let steps = reports.map(\.steps.count).reduce(0, +)
        print("\(reports.count) transcript\(reports.count == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s")")
        coverage.lines.forEach { print($0) }
        if !coverage.obsolete.isEmpty { throw ExitCode(1) }
    }
}
