import ArgumentParser
import TapbenchCommands
import Foundation
import TapbenchTranscripts

/// `tapbench run FILE`: a command script, stopping at the first failure unless told to keep going.
struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a command script: one REPL command per line; blank lines and # comments are skipped.",
        discussion: "Stops at the first failing command or check and exits 1, unless --keep-going. Paths in the script are relative to its folder.")

    @Argument(help: ArgumentHelp("The script.", valueName: "FILE"))
    var file: String

    @Flag(help: "Run every line, and exit 1 at the end if any failed.")
    var keepGoing = false

    @OptionGroup var options: EventOptions

    mutating func run() async throws {
        let url = URL(fileURLWithPath: file)
        guard var script = ScriptLines(path: url.path) else {
            throw ValidationError("no script '\(file)' — give the path of a file of commands")
        }
        let events = try options.sink()
        let output = Output(toStandardError: events?.isStandardOutput ?? false, style: Style(enabled: false))
        let session = try IsolatedSession(directory: url.deletingLastPathComponent(), events: events != nil)
        defer { session.close() }
        output.notices(session.notices)
        var failed = false
        running: while true {
            let commands = try script.next()
            if commands.isEmpty { break }
            // Sent ahead: what runs past a failure changes nothing anyone sees, since the script stops there.
            session.willExecute(commands.map(\.text))
            for (number, text) in commands {
                let outcome = await session.execute(text)
                events?.write(outcome.eventRecords)
                output.lines(outcome.lines)
                if let error = outcome.error { output.error("\(file):\(number): \(error.message)") }
                if outcome.error != nil || outcome.checkFailed {
                    failed = true
                    if !keepGoing { break running }
                }
                if outcome.quit { break running }
            }
        }
        if failed { throw ExitCode(1) }
    }
}
