import Foundation

/// The terminal's job-control and resize signals at the prompt, as a well-behaved REPL takes them: Ctrl-Z
/// (SIGTSTP) gives the terminal back as it was and stops the REPL; `fg` brings the prompt back with the line as
/// typed; a window resize (SIGWINCH) lets readline lay the line out again. The handlers only write a byte to the
/// line editor's wake pipe, all a handler may safely do; the editor's thread does the rest. While a command runs,
/// nothing is being read, so Ctrl-Z stops the REPL at once, as any program.
enum TerminalSignals {
    static let suspendByte: UInt8 = 3
    static let resizeByte: UInt8 = 4

    /// Sends the signals to `pipe` from now on.
    static func install(writingTo pipe: Int32) {
        signalPipe = pipe
        installSuspendHandler()
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in
            var byte = TerminalSignals.resizeByte
            _ = write(signalPipe, &byte, 1)
        }
        sigemptyset(&resize.sa_mask)
        resize.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &resize, nil)
    }

    /// Whether the prompt is being read, so that Ctrl-Z goes to the editor rather than stopping at once.
    static func reading(_ reading: Bool) {
        atPrompt = reading ? 1 : 0
    }

    /// Stops this process as Ctrl-Z would have without a handler, then takes Ctrl-Z again once continued.
    static func stopHere() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        installSuspendHandler()
    }

    private static func installSuspendHandler() {
        var suspend = sigaction()
        suspend.__sigaction_handler.sa_handler = { _ in
            if atPrompt == 1 {
                var byte = TerminalSignals.suspendByte
                _ = write(signalPipe, &byte, 1)
            } else {
                // Blocked while this handler runs, the signal stops the process as it returns.
                signal(SIGTSTP, SIG_DFL)
                raise(SIGTSTP)
            }
        }
        sigemptyset(&suspend.sa_mask)
        suspend.sa_flags = SA_RESTART
        sigaction(SIGTSTP, &suspend, nil)
    }
}

/// The wake pipe's writing end and whether the prompt is read, for the handlers, which can read globals and
/// nothing else.
nonisolated(unsafe) private var signalPipe: Int32 = -1
nonisolated(unsafe) private var atPrompt: Int32 = 0
