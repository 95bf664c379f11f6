import Foundation

/// The terminal's job-control and resize signals at the prompt, as a well-behaved REPL takes them: Ctrl-Z
/// (SIGTSTP) gives the terminal back as it was and stops the REPL; `fg` brings the prompt back with the line as
/// typed; a window resize (SIGWINCH) lets readline lay the line out again. The handlers only write a byte to the
/// line editor's wake pipe, all a handler may safely do; the editor's thread does the rest, so a Ctrl-Z pressed
/// while a command runs stops the REPL at the next prompt.
enum TerminalSignals {
    static let suspendByte: UInt8 = 3
    static let resizeByte: UInt8 = 4

    /// Sends the signals to `pipe` from now on.
    static func install(writingTo pipe: Int32) {
        signalPipe = pipe
        handle(SIGTSTP)
        handle(SIGWINCH)
    }

    /// Runs `body`, the prompt's reading, with the signals let through on this thread. The editor's thread is
    /// libdispatch's, which blocks signals, as may every other thread of the process: a Ctrl-Z with nowhere to go
    /// would wait for ever. One pressed while a command runs waits for the next prompt.
    static func received<Result>(during body: () -> Result) -> Result {
        var signals = sigset_t()
        var previous = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTSTP)
        sigaddset(&signals, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Stops this process as Ctrl-Z would have without a handler, then takes Ctrl-Z again once continued. Called on
    /// the editor's thread while it receives the signal (`received(during:)`), so the stop happens here, before the
    /// terminal is taken back.
    static func stopHere() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        handle(SIGTSTP)
    }

    /// Makes `signal` write its byte to the wake pipe.
    private static func handle(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            var byte = signal == SIGTSTP ? TerminalSignals.suspendByte : TerminalSignals.resizeByte
            _ = write(signalPipe, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, nil)
    }
}

/// The wake pipe's writing end, for the handlers, which can read a global and nothing else.
nonisolated(unsafe) private var signalPipe: Int32 = -1
