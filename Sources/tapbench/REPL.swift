import Bench
import Foundation
import SampleApp
import TapbenchCore

/// The read–eval–print loop. On a terminal it prompts; with piped input it reads plain lines with no
/// prompt and no echo, so scripts give clean output.
struct REPL {
    let events: EventSink?
    private let reader = LineReader()
    private let interactive = isatty(STDIN_FILENO) == 1

    init(events: EventSink?) { self.events = events }

    /// Runs until `quit` or the end of input. Returns false when a piped command failed.
    func run() async -> Bool {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        let output = Output(toStandardError: events?.isStandardOutput ?? false)
        var succeeded = true
        if interactive {
            output.line("Tapbench — \(session.device.catalog.name), virtual time \(Timestamp.iso8601(session.device.now)). Type 'help' for the commands.")
        }
        while true {
            Device.setProcessDefault(session.device)
            if interactive { output.prompt("tapbench> ") }
            guard let line = await reader.next() else { break }
            let outcome = await session.execute(line)
            events?.write(outcome.events)
            outcome.lines.forEach { output.line($0) }
            if let error = outcome.error {
                succeeded = false
                output.error(error)
            }
            if outcome.checkFailed { succeeded = false }
            if outcome.quit { break }
        }
        if interactive { output.line("") }
        return succeeded
    }
}

/// Human output: standard output, or standard error when standard output carries the event stream.
struct Output {
    let toStandardError: Bool

    func line(_ text: String) {
        write(text + "\n", to: toStandardError ? .standardError : .standardOutput)
    }

    func prompt(_ text: String) {
        write(text, to: toStandardError ? .standardError : .standardOutput)
    }

    func error(_ error: CommandError) {
        write("error: \(error.message)\n", to: .standardError)
    }

    private func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
