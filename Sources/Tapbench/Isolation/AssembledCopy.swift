import CTapbenchWorker
import Foundation
import Synchronization
import TapbenchCommands
import TapbenchCore

/// A copy of a worker with the app already assembled, which forks the first worker of each session of a batch
/// (`replay`, `explore`, `coverage`): assembling the app (reading its files, its previews and its types) is most of a
/// new worker's processor time, and a worker forked from this copy starts where a fresh one stands once it has done it
/// (DESIGN D8).
///
/// The copy is forked by the warm copy of the program (`WorkerForks`) with the environment of a sandbox slot
/// (`SandboxSlots`), one copy a slot (`AssembledCopies`), and assembles the app in `Tapbench.main(app:)` before
/// Swift's executors start any thread: a process with one thread forks safely. It forks workers only if that assembly left the process as a fresh worker's
/// would be, for every worker it forks:
/// - the process still has one thread;
/// - app code started nothing (`tapbench_watch_app_work`): no task, no block sent to a queue, no timer, which in a
///   worker run on the bench's scheduler, taken over before the app is assembled;
/// - the sandbox is as empty as it was: the workers' sandboxes start empty, at the same paths.
/// Otherwise it ends, and the supervisor starts those workers as before.
///
/// ```swift
/// AssembledCopy.serveIfAsked(app: HostedApp.current)   // in a copy, returns only in the workers it forks
/// ```
enum AssembledCopy {
    /// The command a copy is forked with, before its worker options.
    static let commandName = "assembled-copy"

    private static let assembled = Mutex<(start: Date, catalog: AppCatalog, notices: [String])?>(nil)

    /// In a process forked to be an assembled copy: assembles `app`, then forks workers on request, and returns in each of
    /// them; any other process returns at once.
    @MainActor static func serveIfAsked(app: HostedApp) {
        guard let arguments = ForkedWorker.arguments, arguments.first == commandName else { return }
        guard let options = try? WorkerOptions(arguments: Array(arguments.dropFirst())) else { exit(2) }
        let start = options.clock.map(Date.init(timeIntervalSince1970:)) ?? Device.defaultStart
        let sandbox = ProcessInfo.processInfo.environment[AppStorage.sandboxVariable].map { URL(fileURLWithPath: $0, isDirectory: true) }
        let before = sandbox.map(contents)
        AppTakeover.showDeviceTime(start)
        tapbench_watch_app_work()
        let built = app.assemble(startingAt: start)
        let started = tapbench_stop_watching_app_work()
        guard started == 0, threadCount == 1, sandbox.map(contents) == before else { exit(0) }
        assembled.withLock { $0 = (start, built.catalog, built.notices) }
        _ = tapbench_serve_fork_requests(3)
    }

    /// In a worker forked by an assembled copy, the app it assembled, once, if its device starts at `start`.
    static func take(start: Date) -> (catalog: AppCatalog, notices: [String])? {
        assembled.withLock { kept in
            guard let found = kept, found.start == start else { return nil }
            kept = nil
            return (found.catalog, found.notices)
        }
    }

    /// Every path under `folder`, and its size.
    private static func contents(of folder: URL) -> [String: Int] {
        var found: [String: Int] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.size] as? Int) ?? -1
            found[path] = size
        }
        return found
    }

    private static var threadCount: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }
}
