import Foundation
import TapbenchCommands

/// What an assembled copy's app depends on beyond the program (`AssembledCopy`): a worker forked from a copy made for
/// another key would start from another app than a fresh worker assembles. Made for a session's first worker, which
/// resumes no earlier session.
///
/// ```swift
/// AssembledCopyKey(slot: 0, options: WorkerOptions(clock: 1_800_000_000))
/// ```
struct AssembledCopyKey: Hashable, Sendable {
    /// The sandbox slot, whose paths the copy's environment names.
    let slot: Int
    /// Where the device's clock starts, which app code's `Date()` reads while it is assembled; nil for the default.
    let clock: Double?
    /// The working folder, whose `Intents/` the saved intents and routes load from.
    let folder: String
    /// The saved intents and routes as they stand (`SavedDefinitions`): a session's `intent save` or `route add
    /// --save` changes them for the sessions after it.
    let definitions: [String]

    init(slot: Int, options: WorkerOptions) {
        self.slot = slot
        clock = options.clock
        folder = FileManager.default.currentDirectoryPath
        definitions = Self.stamps(of: HostedApp.current.savedDefinitions)
    }

    /// A line for each file of saved definitions, with its size and when it last changed.
    private static func stamps(of saved: SavedDefinitions) -> [String] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: saved.folder.path)) ?? []).sorted().map { saved.folder.appendingPathComponent($0).path }
        return (files + [saved.routesFile.path]).map { path in
            var status = stat()
            guard stat(path, &status) == 0 else { return path }
            return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ino)"
        }
    }
}
