import Foundation
import TapbenchCore

/// How the app's process ended in the middle of a command. The report's line holds what every build
/// and machine agree on (`crashed: a trap`, `exited with status 3`), so a transcript of it replays
/// anywhere; the runtime's own message (`Fatal error: …`), which an optimised build may leave out, is
/// shown at a terminal and carried by the `app.crashed` event.
///
/// ```
/// the app crashed during 'perform RefreshETAIntent orderID=A-7189': a trap
/// ```
struct AppCrash: Sendable, Equatable {
    /// `crashed`, `exited with status 3`, `did not finish within 10s and was ended`.
    let what: String
    /// What kind of crash, from the signal: `a trap`, `a bad memory access or a stack overflow`.
    let kind: String?
    /// The runtime's last words, if it printed any.
    let message: String?

    init(ending: WorkerProcess.Ending, printed: String) {
        message = Self.runtimeMessage(in: printed)
        switch ending {
        case .exited(let status):
            what = "exited with status \(status)"
            kind = nil
        case .signalled(let signal):
            what = "crashed"
            kind = Self.describe(signal: signal)
        }
    }

    init(timeout: Duration) {
        what = "did not finish within \(DurationText.format(timeout)) and was ended"
        kind = nil
        message = nil
    }

    /// The report for `command`.
    func line(command: String) -> String {
        "the app \(what) during '\(command)'" + (kind.map { ": \($0)" } ?? "")
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

    /// The kind of crash a signal means. A trap is SIGILL on x86-64 and SIGTRAP on ARM, so neither number
    /// is shown.
    static func describe(signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "a trap (an overflow, a force unwrap of nil, an index out of range, a failed precondition, a fatalError)"
        case SIGSEGV, SIGBUS: "a bad memory access or a stack overflow"
        case SIGABRT: "an abort"
        case SIGKILL: "killed"
        default: "signal \(signal)"
        }
    }
}
