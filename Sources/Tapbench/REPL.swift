import TapbenchCommands
import Foundation
import TapbenchCore

/// The read–eval–print loop. At a terminal it uses GNU readline, colour and wall-time figures; with
/// piped input it reads plain lines with no prompt and no echo, so scripts give clean output. The
/// device and the app run in a worker process (`IsolatedSession`), so an app that crashes is reported
/// and the session goes on.
struct REPL {
    let events: EventSink?
    /// Where the APNs endpoint listens from the start (`--apns`), and the key its tokens are checked against.
    let apns: APNsService.Configuration
    private let interactive = isatty(STDIN_FILENO) == 1

    init(events: EventSink?, apns: APNsService.Configuration = APNsService.Configuration()) {
        self.events = events
        self.apns = apns
    }

    static let prompt = "tapbench> "

    /// Runs until `quit`, Ctrl-D or the end of input. Returns false when a piped command failed.
    func run() async -> Bool {
        let output = Output(toStandardError: events?.isStandardOutput ?? false, style: interactive ? .forStandardOutput() : Style(enabled: false))
        let session: IsolatedSession
        do {
            // Outcomes carry their events, from which the APNs endpoint reads each push's verdict.
            session = try IsolatedSession(events: true, recording: true)
        } catch {
            output.error("\(error)")
            return false
        }
        defer { session.close() }
        output.notices(session.notices)
        guard interactive else {
            let service = apnsService(session, output: output, editor: nil)
            guard await start(service, output: output) else { return false }
            let succeeded = await runPiped(session, service: service, output: output)
            _ = await service.stop()
            return succeeded
        }
        let editor = LineEditor(history: HistoryFile())
        let service = apnsService(session, output: output, editor: editor)
        guard await start(service, output: output) else { return false }
        editor.complete { session.candidates(for: $0) }
        let interrupts = Interrupts {
            if session.interrupt() {
                StandardStream.write("\n", to: StandardStream.output)
            } else {
                editor.interrupt()
            }
        }
        output.line("Tapbench — \(session.greeting.app), virtual time \(session.greeting.iso8601). 'help' lists the commands; Tab completes.")
        while let line = await editor.readLine(prompt: Self.prompt) {
            editor.remember(line)
            if APNsSetting.matches(line) {
                _ = await set(line, on: service, output: output)
                continue
            }
            let outcome = await session.execute(line)
            show(outcome, output: output, interactive: true)
            if outcome.quit { break }
        }
        withExtendedLifetime(interrupts) {}
        _ = await service.stop()
        return true
    }

    /// The endpoint for this session; what each request did is shown above the prompt as it lands.
    private func apnsService(_ session: IsolatedSession, output: Output, editor: LineEditor?) -> APNsService {
        let events = events
        return APNsService(session: session, bundleIdentifier: session.greeting.bundle, configuration: apns) { records, lines in
            events?.write(records)
            let text = output.styled(lines)
            if let editor, !output.toStandardError { editor.show(text) } else { output.text(text) }
        }
    }

    /// Starts the endpoint `--apns` asked for; false, with the reason shown, when it cannot listen.
    private func start(_ service: APNsService, output: Output) async -> Bool {
        switch await service.startAsConfigured() {
        case .success(let message):
            if let message { output.line(message) }
            return true
        case .failure(let error):
            output.error(error.message)
            return false
        }
    }

    /// Runs `set apns …`; false when it failed. Piped, the error names the input's line.
    private func set(_ line: String, on service: APNsService, output: Output, at number: Int? = nil) async -> Bool {
        switch await service.set(line) {
        case .success(let message):
            output.line(message)
            return true
        case .failure(let error):
            output.error(Self.located(error.message, at: number))
            return false
        }
    }

    /// An error of piped input, named by its line, as `run` names a script's: `line 3: unknown command 'lsit'`.
    private static func located(_ message: String, at number: Int?) -> String {
        number.map { "line \($0): \(message)" } ?? message
    }

    /// Piped input: Ctrl-C cancels the command that is running, as at a terminal, and then ends the
    /// session once its outcome is shown; between commands it ends the session at once. Either way the
    /// exit status is 130, as for any program that SIGINT stopped.
    private func runPiped(_ session: IsolatedSession, service: APNsService, output: Output) async -> Bool {
        let stopping = Stopping()
        let interrupts = Interrupts {
            stopping.request()
            if !session.interrupt() { Foundation.exit(130) }
        }
        let reader = LineReader()
        var succeeded = true
        var number = 0
        while let line = await reader.next() {
            number += 1
            if APNsSetting.matches(line) {
                if !(await set(line, on: service, output: output, at: number)) { succeeded = false }
                continue
            }
            let outcome = await session.execute(line)
            show(outcome, output: output, interactive: false, at: number)
            if outcome.error != nil || outcome.checkFailed { succeeded = false }
            if stopping.requested { Foundation.exit(130) }
            if outcome.quit { break }
        }
        withExtendedLifetime(interrupts) {}
        return succeeded
    }

    private func show(_ outcome: CommandOutcome, output: Output, interactive: Bool, at number: Int? = nil) {
        events?.write(outcome.eventRecords)
        output.lines(interactive ? outcome.lines + outcome.terminalLines : outcome.lines)
        guard let error = outcome.error else { return }
        if interactive, let column = error.column { output.caret(column: column, promptWidth: Self.prompt.count) }
        output.error(Self.located(error.message, at: number))
    }
}
