import Foundation
import Synchronization
import TapbenchCore

/// The app the bench hosts, set once by `Tapbench.main(app:)` before the command line is read: every
/// command, and every worker process, runs on it.
struct HostedApp: Sendable {
    /// The app's name, as the greeting and help give it.
    let name: String
    /// The name the executable was started by, for usage lines and completion scripts: `tapbench`.
    let commandName: String
    /// The app's catalog for a device whose clock starts at the given time.
    let catalog: @Sendable (Date) -> AppCatalog
    /// What the bench could not find in the app's files, one line each, shown when a session starts.
    let notices: [String]
    /// Whether `init`, which writes a team's bench package, is a command of this executable.
    let scaffolds: Bool

    private static let slot = Mutex<HostedApp?>(nil)

    /// The hosted app; the entry point sets it before anything reads it.
    static var current: HostedApp {
        guard let app = slot.withLock({ $0 }) else { preconditionFailure("Tapbench.main(app:) sets the hosted app first") }
        return app
    }

    static func host(_ app: HostedApp) { slot.withLock { $0 = app } }
}
