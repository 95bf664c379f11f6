import Foundation
import TapbenchCore

/// How the app's process ended in the middle of a command, for a one-line report: what happened
/// (`crashed`, `exited with status 3`), and the runtime's own message for a trap (`Fatal error: …`).
///
/// ```
/// the app crashed during 'perform RefreshETAIntent orderID=A-7189': Fatal error: Unexpectedly found nil …
/// ```
struct AppCrash: Sendable, Equatable {
    /// `crashed`, `exited with status 3`, `did not finish within 10s and was ended`.
    let what: String
    /// The runtime's message, or what the signal means.
    let message: String?

    init(ending: WorkerProcess.Ending, printed: String) {
        let message = Self.runtimeMessage(in: printed)
        switch ending {
        case .exited(let status) where message == nil:
            what = "exited with status \(status)"
            self.message = nil
        case .exited:
            what = "crashed"
            self.message = message
        case .signalled(let signal):
            what = "crashed"
            self.message = message ?? Self.describe(signal: signal)
        }
    }

    init(timeout: Duration) {
        what = "did not finish within \(DurationText.format(timeout)) and was ended"
        message = nil
    }

    /// The report for `command`.
    func line(command: String) -> String {
        "the app \(what) during '\(command)'" + (message.map { ": \($0)" } ?? "")
    }

    /// The runtime's report of a trap, without the source location in front of it, which names a path on
    /// the machine that built the app.
    static func runtimeMessage(in printed: String) -> String? {
        let markers = ["Fatal error", "Precondition failed", "Assertion failed"]
        for line in printed.split(separator: "\n").reversed() {
            for marker in markers {
                if let range = line.range(of: marker) {
                    return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }

    static func describe(signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "signal \(signal), a trap (an overflow, a force unwrap of nil, an index out of range, a failed precondition)"
        case SIGSEGV, SIGBUS: "signal \(signal), a bad memory access or a stack overflow"
        case SIGABRT: "signal \(signal), abort"
        case SIGKILL: "signal \(signal), killed"
        default: "signal \(signal)"
        }
    }
}
