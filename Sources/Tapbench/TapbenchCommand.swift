import ArgumentParser
import Foundation
import TapbenchTranscripts

/// The command line: `tapbench`, or the team's bench executable, on the app it hosts.
struct TapbenchCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: HostedApp.current.commandName,
            abstract: "A test bench for the interactive side of iOS Live Activities.",
            discussion: """
                With no subcommand, opens the REPL on the app; type 'help' there for the commands.

                Piped input is read line by line with no prompt:
                  printf 'list\\nadvance 5m\\n' | \(HostedApp.current.commandName)

                Exit codes: 0 success, 1 a failed check or command, 2 a usage error.
                """,
            version: "0.1.0",
            subcommands: [Shell.self, Run.self, Replay.self, CoverageCommand.self, Doc.self, ExploreCommand.self]
                + (HostedApp.current.scaffolds ? [InitCommand.self] : []),
            defaultSubcommand: Shell.self)
    }

    /// Parses and runs, with usage errors exiting 2 rather than ArgumentParser's 64.
    static func main() async {
        do {
            // A worker forked by `WorkerForks` has its arguments from the request, not from its command line.
            let arguments = ForkedWorker.arguments ?? Array(CommandLine.arguments.dropFirst())
            if arguments.first == WorkerOptions.commandName {
                return try await Worker(options: WorkerOptions(arguments: Array(arguments.dropFirst()))).run()
            }
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure || error is TranscriptFilesError || error is InitRefusal || error is WorkerOptionsError {
                StandardStream.write(Output.shown(fullMessage(for: error)) + "\n", to: StandardStream.error)
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// `--events FILE|-`.
struct EventOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write every event as a JSON Lines stream to FILE; - for standard output.", valueName: "FILE"))
    var events: String?

    func sink() throws -> EventSink? { try events.map(EventSink.init(path:)) }
}

/// `tapbench` and `tapbench repl`: the REPL.
struct Shell: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl", abstract: "Open the REPL on the app (the default).")

    @OptionGroup var options: EventOptions
    @OptionGroup var apns: APNsOptions

    mutating func run() async throws {
        let succeeded = await REPL(events: try options.sink(), apns: try apns.configuration()).run()
        if !succeeded { throw ExitCode(1) }
    }
}
