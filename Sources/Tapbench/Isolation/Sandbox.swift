import Foundation
import TapbenchCommands

/// The app's storage for one session, or one replayed transcript (DESIGN D9): a folder of its own, laid out as an
/// iOS app's container, that its worker processes take as their home. `UserDefaults` (standard and suites) keep
/// their plists in `Library/Preferences`, `FileManager` finds Documents, Caches and the temporary folder inside it,
/// and app-group containers are `AppGroups/GROUP`. Nothing outside it changes, so one session's writes never reach
/// another, whatever order transcripts replay in; it is removed when the session ends.
///
/// Beside the app's container it keeps what the bench needs when the app's process ends (`app terminate`): the
/// session the next worker resumes, and the storage as it stood then, which a crash rebuild starts from.
final class Sandbox: Sendable {
    let root: URL
    /// The batch's slot whose folder this is (`SandboxSlots`), given back when the sandbox goes; nil for a sandbox of
    /// its own.
    let slot: Int?

    /// A new, empty sandbox under the machine's temporary folder, named after this process.
    init() throws {
        _ = Self.removesAbandoned
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.prefix)\(getpid())-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else { throw WorkerStartError(reason: "no sandbox for the app: \(String(cString: strerror(errno)))") }
        root = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        slot = nil
        try AppStorage.makeFolders(in: container)
    }

    /// The sandbox of `slot`, taken from this process's batch (`SandboxSlots`), empty: the same folder, so the same
    /// paths, for every session that takes the slot, which is what lets an assembled copy's workers share its assembly.
    init(slot: Int) throws {
        _ = Self.removesAbandoned
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.prefix)\(getpid())-slot\(slot)", isDirectory: true)
        try? FileManager.default.removeItem(at: root)
        do {
            try AppStorage.makeFolders(in: Self.container(root: root))
        } catch {
            SandboxSlots.shared.give(back: slot)
            throw WorkerStartError(reason: "no sandbox for the app: \(error.localizedDescription)")
        }
        self.slot = slot
    }

    deinit {
        if let slot { SandboxSlots.shared.give(back: slot) }
    }

    /// The app's container.
    private var container: URL { Self.container(root: root) }
    private static func container(root: URL) -> URL { root.appendingPathComponent("app", isDirectory: true) }
    /// The container as it stood when the app's process last ended.
    private var kept: URL { root.appendingPathComponent("kept", isDirectory: true) }

    /// Where a worker writes the session for the next one when the app's process ends.
    var resumeFile: URL { Self.resumeFile(root: root) }
    private static func resumeFile(root: URL) -> URL { root.appendingPathComponent("resume.json") }

    /// What a worker's environment says, so that Foundation's own lookups land in the sandbox.
    var environment: [String: String] { Self.environment(root: root) }

    /// The variables `environment` sets, whatever the sandbox.
    static let variableNames = Array(environment(root: URL(fileURLWithPath: "/", isDirectory: true)).keys)

    private static func environment(root: URL) -> [String: String] {
        let container = Self.container(root: root)
        let home = container.appendingPathComponent("home", isDirectory: true)
        let library = home.appendingPathComponent("Library", isDirectory: true)
        return [
            // CoreFoundation's home, which `NSHomeDirectory()` and the Documents folder come from.
            "CFFIXED_USER_HOME": home.path, "HOME": home.path,
            "XDG_CONFIG_HOME": library.appendingPathComponent("Preferences").path,
            "XDG_DATA_HOME": library.appendingPathComponent("Application Support").path,
            "XDG_CACHE_HOME": library.appendingPathComponent("Caches").path,
            "TMPDIR": container.appendingPathComponent("tmp").path,
            "TAPBENCH_APP_GROUPS": container.appendingPathComponent("AppGroups").path,
            AppStorage.sandboxVariable: container.path,
            AppStorage.resumeVariable: resumeFile(root: root).path,
        ]
    }

    /// Keeps the container as it stands, for the rebuilds that start from the app's last termination.
    func keep() throws {
        let manager = FileManager.default
        try? manager.removeItem(at: kept)
        try manager.copyItem(at: container, to: kept)
    }

    /// The container as the session's commands since the app's last termination found it: empty, or as `keep()`
    /// kept it, for a worker that runs those commands again.
    func restore() {
        let manager = FileManager.default
        try? manager.removeItem(at: container)
        if manager.fileExists(atPath: kept.path) {
            try? manager.copyItem(at: kept, to: container)
        } else {
            try? AppStorage.makeFolders(in: container)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    private static let prefix = "tapbench-app-"

    /// Once per process, the sandboxes of processes that are gone, which a kill left behind.
    private static let removesAbandoned: Void = {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
            guard let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ pid_t($0) }), owner > 0,
                kill(owner, 0) != 0, errno == ESRCH
            else { continue }
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
    }()
}
