import Dispatch
import Foundation

/// Ctrl-C at the REPL: it cancels the command that is running, or clears the line being typed. The
/// signal is taken from the process and delivered on a dispatch queue, whatever thread it hit.
final class Interrupts {
    private let source: any DispatchSourceSignal

    init(_ handle: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global(qos: .userInteractive))
        source.setEventHandler(handler: handle)
        source.resume()
    }
}
