import Foundation
import Synchronization
import TapbenchAppDescription
import TapbenchCommands
import TapbenchCore

/// The app the bench hosts, set once by `Tapbench.main(app:)` before the command line is read: every
/// command, and every worker process, runs on it.
///
/// Nothing here runs the app's code until a command asks for its catalog: in a worker, the app's first
/// `Date()` (a preview's, a `static let`'s) must read the device's start, which the session shows it
/// before it assembles the app.
struct HostedApp: Sendable {
    let introduction: AppIntroduction
    /// The name the executable was started by, for usage lines and completion scripts: `tapbench`.
    let commandName: String
    /// Whether `init`, which writes a team's bench package, is a command of this executable.
    let scaffolds: Bool

    /// The app's catalog for a device whose clock starts at the given time.
    var catalog: @Sendable (Date) -> AppCatalog {
        let app = self
        return { app.assemble(startingAt: $0).catalog }
    }

    /// The app assembled for a device whose clock starts at `start`, with the intents and routes saved in the working
    /// directory's `Intents/` added, and a line for each thing the app's files or the saved ones leave out.
    func assemble(startingAt start: Date) -> (catalog: AppCatalog, notices: [String]) {
        let assembled = introduction.assemble(startingAt: start)
        var catalog = assembled.catalog
        let problems = savedDefinitions.load(into: &catalog)
        return (catalog, assembled.notices + problems)
    }

    /// Where the REPL saves intents and routes, and where they load from.
    var savedDefinitions: SavedDefinitions {
        let files = introduction.files
        let routes = files.routes.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: files.folder, isDirectory: true)) }
        return .standard(appRoutesFile: routes)
    }

    private static let slot = Mutex<HostedApp?>(nil)

    /// The hosted app; the entry point sets it before anything reads it.
    static var current: HostedApp {
        guard let app = slot.withLock({ $0 }) else { preconditionFailure("Tapbench.main(app:) sets the hosted app first") }
        return app
    }

    static func host(_ app: HostedApp) { slot.withLock { $0 = app } }
}
