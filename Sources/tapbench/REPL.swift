import Bench
import Foundation
import SampleApp
import TapbenchCore
import Transcript

/// The read–eval–print loop. At a terminal it uses GNU readline, colour and wall-time figures; with
/// piped input it reads plain lines with no prompt and no echo, so scripts give clean output.
struct REPL {
    let events: EventSink?
    private let interactive = isatty(STDIN_FILENO) == 1

    init(events: EventSink?) { self.events = events }

    static let prompt = "tapbench> "

    /// Runs until `quit`, Ctrl-D or the end of input. Returns false when a piped command failed.
    func run() async -> Bool {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        session.makeRecording = { url, title, clock, seed in
            try TranscriptRecorder(url: url, path: url.relativePath, title: title, clock: clock, seed: seed)
        }
        let output = Output(toStandardError: events?.isStandardOutput ?? false, style: interactive ? .forStandardOutput() : Style(enabled: false))
        guard interactive else { return await runPiped(session, output: output) }
        let editor = LineEditor(history: HistoryFile())
        let slot = CommandSlot()
        let interrupts = Interrupts {
            if slot.cancel() {
                FileHandle.standardOutput.write(Data("\n".utf8))
            } else {
                editor.interrupt()
            }
        }
        output.line("Tapbench — \(session.device.catalog.name), virtual time \(Timestamp.iso8601(session.device.now)). 'help' lists the commands; Tab completes.")
        while true {
            editor.use(Completer(device: session.device, directory: session.directory))
            Device.setProcessDefault(session.device)
            guard let line = await editor.readLine(prompt: Self.prompt) else { break }
            editor.remember(line)
            nonisolated(unsafe) let current = session
            let task = Task { await current.execute(line) }
            slot.hold(task)
            let outcome = await task.value
            slot.hold(nil)
            show(outcome, output: output, interactive: true)
            if outcome.quit { break }
        }
        withExtendedLifetime(interrupts) {}
        return true
    }

    private func runPiped(_ session: Session, output: Output) async -> Bool {
        let reader = LineReader()
        var succeeded = true
        while let line = await reader.next() {
            Device.setProcessDefault(session.device)
            let outcome = await session.execute(line)
            show(outcome, output: output, interactive: false)
            if outcome.error != nil || outcome.checkFailed { succeeded = false }
            if outcome.quit { break }
        }
        return succeeded
    }

    private func show(_ outcome: Outcome, output: Output, interactive: Bool) {
        events?.write(outcome.events)
        outcome.lines.forEach { output.line($0) }
        if interactive { outcome.terminalLines.forEach { output.line($0) } }
        guard let error = outcome.error else { return }
        if interactive, let column = error.column { output.caret(column: column, promptWidth: Self.prompt.count) }
        output.error(error)
    }
}

/// Human output: standard output, or standard error when standard output carries the event stream.
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

    private func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
