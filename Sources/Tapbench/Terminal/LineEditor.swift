import CTapbenchReadline
import Dispatch
import Foundation
import Synchronization

/// Reads lines at a terminal with GNU readline: editing, history kept across runs, Ctrl-R, and tab
/// completion that knows the context. Ctrl-C clears the line; Ctrl-D on an empty line ends the session.
///
/// Readline runs on a thread of its own in its callback mode, polling standard input and a pipe that the
/// SIGINT handler writes to, so an interrupt clears the line at once and Swift's cooperative threads are
/// never blocked waiting for keys.
final class LineEditor: Sendable {
    private let queue = DispatchQueue(label: "tapbench.readline")
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let history: HistoryFile

    init(history: HistoryFile) {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        wakeRead = ends[0]
        wakeWrite = ends[1]
        self.history = history
        tapbench_rl_set_name("tapbench")
        tapbench_rl_set_catch_signals(0)
        // Ctrl-\ does nothing at the prompt, as in a shell, rather than ending the REPL with a crash report.
        signal(SIGQUIT, SIG_IGN)
        TerminalSignals.install(writingTo: wakeWrite)
        tapbench_rl_break_words_at_spaces_and_equals()
        tapbench_rl_set_completion(LineEditor.complete)
        rl_variable_bind("revert-all-at-newline", "on")
        history.load()
    }

    /// Where completion asks for candidates: the device as it is when Tab is pressed.
    func complete(with candidates: @escaping @Sendable (String) -> [String]) {
        LineEditor.completer.withLock { $0 = candidates }
    }

    /// The next line, or nil at Ctrl-D.
    func readLine(prompt: String) async -> String? {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: TerminalSignals.received { self.read(prompt: prompt) }) }
        }
    }

    /// Records a line in the history, unless it is blank or repeats the last one.
    func remember(_ line: String) {
        queue.async { self.history.add(line) }
    }

    /// Clears the line being typed (Ctrl-C at the prompt).
    func interrupt() {
        var byte: UInt8 = Self.clearByte
        _ = write(wakeWrite, &byte, 1)
    }

    /// Prints `text` (whole lines) above the prompt and the line being typed, which stay as they were; with no
    /// prompt showing, prints it at once. What the APNs endpoint delivers appears so as it lands.
    func show(_ text: String) {
        let deferred = LineEditor.state.withLock { state in
            guard case .reading = state else { return false }
            LineEditor.shownAbove.withLock { $0.append(text) }
            return true
        }
        if deferred {
            var byte: UInt8 = Self.showByte
            _ = write(wakeWrite, &byte, 1)
        } else {
            StandardStream.write(text, to: StandardStream.output)
        }
    }

    /// What the wake pipe's bytes ask for.
    private static let clearByte: UInt8 = 1
    private static let showByte: UInt8 = 2

    private func read(prompt: String) -> String? {
        LineEditor.state.withLock { $0 = .reading }
        // Text that came while the prompt was being put back.
        let waiting = LineEditor.shownAbove.withLock { texts in
            defer { texts = [] }
            return texts
        }
        StandardStream.write(waiting.joined(), to: StandardStream.output)
        rl_callback_handler_install(prompt, LineEditor.lineHandler)
        defer { rl_callback_handler_remove() }
        while true {
            if case .done(let line) = LineEditor.state.withLock({ $0 }) { return line }
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 2, -1) >= 0 else { continue }
            if descriptors[1].revents != 0 {
                var byte: UInt8 = 0
                _ = Glibc.read(wakeRead, &byte, 1)
                switch byte {
                case Self.showByte: showAbove()
                case TerminalSignals.suspendByte: suspend()
                case TerminalSignals.resizeByte: rl_resize_terminal()
                default: clearLine()
                }
            }
            if descriptors[0].revents != 0 { rl_callback_read_char() }
        }
    }

    private func showAbove() {
        let texts = LineEditor.shownAbove.withLock { texts in
            defer { texts = [] }
            return texts
        }
        guard !texts.isEmpty else { return }
        rl_clear_visible_line()
        // Readline writes through stdio's buffer, the text goes straight to the descriptor: the line must be cleared
        // on the terminal before the text lands, not after it.
        tapbench_rl_flush()
        StandardStream.write(texts.joined(), to: StandardStream.output)
        rl_on_new_line()
        rl_redisplay()
    }

    /// Ctrl-Z at the prompt: the terminal as it was before readline took it, the process stopped; then, once
    /// continued, readline's terminal again and the prompt with the line as typed.
    private func suspend() {
        rl_deprep_terminal()
        tapbench_rl_flush()
        StandardStream.write("\n", to: StandardStream.output)
        TerminalSignals.stopHere()
        rl_prep_terminal(1)
        rl_forced_update_display()
    }

    private func clearLine() {
        rl_free_line_state()
        rl_callback_sigcleanup()
        tapbench_rl_flush()
        StandardStream.write("^C\n", to: StandardStream.output)
        rl_replace_line("", 0)
        rl_on_new_line()
        rl_redisplay()
    }

    // MARK: Readline's callbacks, which are C functions and reach their state through statics

    private enum State: Sendable {
        case reading
        case done(String?)
    }

    private static let state = Mutex(State.reading)
    /// Text waiting to be shown above the prompt.
    private static let shownAbove = Mutex<[String]>([])
    private static let completer = Mutex<(@Sendable (String) -> [String])?>(nil)
    private static let matches = Mutex<(list: [String], next: Int)>(([], 0))

    private static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
        let text = line.map { String(cString: $0) }
        free(line)
        rl_callback_handler_remove()
        if text == nil {
            tapbench_rl_flush()
            StandardStream.write("\n", to: StandardStream.output)
        }
        state.withLock { $0 = .done(text) }
    }

    private static let complete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
        text, _, end in
        tapbench_rl_set_attempted_completion_over(1)
        let buffer = Array(UnsafeBufferPointer(start: tapbench_rl_line_buffer(), count: Int(end)).map { UInt8(bitPattern: $0) })
        let line = String(decoding: buffer, as: UTF8.self)
        let candidates = completer.withLock { $0 }?(line) ?? []
        matches.withLock { $0 = (candidates, 0) }
        tapbench_rl_set_suppress_append(candidates.count == 1 && (candidates[0].hasSuffix("=") || candidates[0].hasSuffix("/")) ? 1 : 0)
        guard let text else { return nil }
        return rl_completion_matches(text, generate)
    }

    private static let generate: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, _ in
        matches.withLock { matches in
            guard matches.next < matches.list.count else { return nil }
            let match = matches.list[matches.next]
            matches.next += 1
            return strdup(match)
        }
    }
}
