import TapbenchCommands
import Foundation
import TapbenchCore

/// The read–eval–print loop. At a terminal it uses GNU readline, colour and wall-time figures; with
/// piped input it reads plain lines with no prompt and no echo, so scripts give clean output. The
/// device and the app run in a worker process (`IsolatedSession`), so an app that crashes is reported
/// and the session goes on.
struct REPL {
    let events: EventSink?
    private let interactive = isatty(STDIN_FILENO) == 1

    init(events: EventSink?) { self.events = events }

    static let prompt = "tapbench> "

    /// Runs until `quit`, Ctrl-D or the end of input. Returns false when a piped command failed.
    func run() async -> Bool {
        let output = Output(toStandardError: events?.isStandardOutput ?? false, style: interactive ? .forStandardOutput() : Style(enabled: false))
        let session: IsolatedSession
        do {
            session = try IsolatedSession(events: events != nil, recording: true)
        } catch {
            output.error("\(error)")
            return false
        }
        defer { session.close() }
        output.notices(session.notices)
        guard interactive else { return await runPiped(session, output: output) }
        let editor = LineEditor(history: HistoryFile())
        editor.complete { session.candidates(for: $0) }
        let interrupts = Interrupts {
            if session.interrupt() {
                FileHandle.standardOutput.write(Data("\n".utf8))
            } else {
                editor.interrupt()
            }
        }
        output.line("Tapbench — \(session.greeting.app), virtual time \(session.greeting.iso8601). 'help' lists the commands; Tab completes.")
        while let line = await editor.readLine(prompt: Self.prompt) {
            editor.remember(line)
            let outcome = await session.execute(line)
            show(outcome, output: output, interactive: true)
            if outcome.quit { break }
        }
        withExtendedLifetime(interrupts) {}
        return true
    }

    /// Piped input: Ctrl-C cancels the command that is running, as at a terminal, and then ends the
    /// session once its outcome is shown; between commands it ends the session at once. Either way the
    /// exit status is 130, as for any program that SIGINT stopped.
    private func runPiped(_ session: IsolatedSession, output: Output) async -> Bool {
        let stopping = Stopping()
        let interrupts = Interrupts {
            stopping.request()
            if !session.interrupt() { Foundation.exit(130) }
        }
        let reader = LineReader()
        var succeeded = true
        while let line = await reader.next() {
            let outcome = await session.execute(line)
            show(outcome, output: output, interactive: false)
            if outcome.error != nil || outcome.checkFailed { succeeded = false }
            if stopping.requested { Foundation.exit(130) }
            if outcome.quit { break }
        }
        withExtendedLifetime(interrupts) {}
        return succeeded
    }

    private func show(_ outcome: CommandOutcome, output: Output, interactive: Bool) {
        events?.write(outcome.eventRecords)
        outcome.lines.forEach { output.line($0) }
        if interactive { outcome.terminalLines.forEach { output.line($0) } }
        guard let error = outcome.error else { return }
        if interactive, let column = error.column { output.caret(column: column, promptWidth: Self.prompt.count) }
        output.error(error)
    }
}

/// Output for people: standard output, or standard error when standard output carries the event stream.
struct Output {
    let toStandardError: Bool
    let style: Style

    func line(_ text: String) {
        write(style.line(text) + "\n", to: toStandardError ? .standardError : .standardOutput)
    }

    func caret(column: Int, promptWidth: Int) {
        write(style.caret(column: column, promptWidth: promptWidth) + "\n", to: .standardError)
    }

    func error(_ error: CommandError) {
        write(style.error(error.message) + "\n", to: .standardError)
    }

    func error(_ message: String) {
        write(style.error(message) + "\n", to: .standardError)
    }

    /// What the bench could not find in the app's code and files, before a session's first command.
    func notices(_ notices: [String]) {
        for notice in notices { write("note: \(notice)\n", to: .standardError) }
    }

    private func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
