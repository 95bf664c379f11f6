import CTapbenchWorker
import Foundation
import Synchronization

/// Ctrl-C at the REPL: it cancels the command that is running, or clears the line being typed.
///
/// SIGINT's handler only writes a byte to a pipe, which is all a handler may safely do, and a thread of its
/// own reads the pipe and calls the REPL's `handle`, whatever thread the signal hit. A dispatch signal source
/// was not enough: it needs SIGINT blocked in every thread, and a thread that had it unblocked took the
/// signal and dropped it, so that now and then Ctrl-C did nothing.
final class Interrupts: Sendable {
    init(_ handle: @escaping @Sendable () -> Void) {
        _ = Self.installed
        Self.handler.withLock { $0 = handle }
    }

    deinit { Self.handler.withLock { $0 = nil } }

    private static let handler = Mutex<(@Sendable () -> Void)?>(nil)

    /// The pipe, the reading thread and the handler, once per process.
    private static let installed: Void = {
        var ends: [Int32] = [0, 0]
        guard tapbench_pipe_cloexec(&ends) == 0 else { preconditionFailure("no pipe for Ctrl-C: \(String(cString: strerror(errno)))") }
        interruptPipe = ends[1]
        let reading = ends[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(reading, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                Interrupts.handler.withLock { $0 }?()
            }
        }
        thread.start()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = write(interruptPipe, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
    }()
}

/// The pipe's writing end, for the signal handler, which can read a global and nothing else.
nonisolated(unsafe) private var interruptPipe: Int32 = -1
