import Foundation
import TapbenchCommands

/// The app's storage for one session, or one replayed transcript (DESIGN D9): a folder of its own, laid out as an
/// iOS app's container, that its worker processes take as their home. `UserDefaults` (standard and suites) keep
/// their plists in `Library/Preferences`, `FileManager` finds Documents, Caches and the temporary folder inside it,
/// and app-group containers are `AppGroups/GROUP`. Nothing outside it changes, so one session's writes never reach
/// another, whatever order transcripts replay in; it is removed when the session ends.
final class Sandbox: Sendable {
    let root: URL

    /// A new, empty sandbox under the machine's temporary folder.
    init() throws {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-app-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else { throw WorkerStartError(reason: "no sandbox for the app: \(String(cString: strerror(errno)))") }
        root = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        try AppStorage.makeFolders(in: root)
    }

    private var home: URL { root.appendingPathComponent("home", isDirectory: true) }
    private var library: URL { home.appendingPathComponent("Library", isDirectory: true) }

    /// What a worker's environment says, so that Foundation's own lookups land in the sandbox.
    var environment: [String: String] {
        [
            // CoreFoundation's home, which `NSHomeDirectory()` and the Documents folder come from.
            "CFFIXED_USER_HOME": home.path, "HOME": home.path,
            "XDG_CONFIG_HOME": library.appendingPathComponent("Preferences").path,
            "XDG_DATA_HOME": library.appendingPathComponent("Application Support").path,
            "XDG_CACHE_HOME": library.appendingPathComponent("Caches").path,
            "TMPDIR": root.appendingPathComponent("tmp").path,
            "TAPBENCH_APP_GROUPS": root.appendingPathComponent("AppGroups").path,
            AppStorage.sandboxVariable: root.path,
        ]
    }

    /// Empties it, for a worker that rebuilds the session from its first command.
    func clear() {
        try? FileManager.default.removeItem(at: root)
        try? AppStorage.makeFolders(in: root)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
