import Foundation
import TapbenchCore

/// The app's stored state in a worker's sandbox (DESIGN D9), as `defaults` shows and sets it and `reset` clears it:
/// `UserDefaults.standard` and every suite with a plist in `Library/Preferences`, and the files of the app's
/// folders and app-group containers. A session that runs in the bench's own process (a unit test) has no sandbox,
/// and `defaults` says so rather than touch the machine's own preferences.
public enum AppStorage {
    /// The environment variable that names a worker's sandbox.
    public static let sandboxVariable = "TAPBENCH_SANDBOX"
    /// The environment variable that names where a worker writes its session when the app's process ends.
    public static let resumeVariable = "TAPBENCH_RESUME_FILE"

    /// How `defaults` names `UserDefaults.standard`.
    static let standardName = "standard"

    /// The sandbox of this process, if it has one.
    static var sandbox: URL? {
        ProcessInfo.processInfo.environment[sandboxVariable].map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The domain `UserDefaults.standard` keeps its values in: the process's name, as Foundation names it on Linux.
    static var standardDomain: String { ProcessInfo.processInfo.processName }

    /// The suites with values stored, by name, sorted; the standard domain is not among them.
    /// Reads what is on disk: `flush()` first.
    static func suites() -> [String] {
        guard let folder = preferencesFolder,
            let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return files.filter { $0.hasSuffix(".plist") }.map { String($0.dropLast(6)) }.filter { $0 != standardDomain }.sorted()
    }

    /// The defaults of `suite` (`standard` for `UserDefaults.standard`), or nil when UserDefaults refuses the name.
    static func defaults(_ suite: String) -> UserDefaults? {
        suite == standardName ? .standard : UserDefaults(suiteName: suite)
    }

    /// What `suite` stores, as UserDefaults reads it; the standard domain only once flushed (`flush()`).
    static func values(of suite: String) -> [String: Any] {
        UserDefaults.standard.persistentDomain(forName: suite == standardName ? standardDomain : suite) ?? [:]
    }

    /// Writes what the app set to the sandbox's plists: the standard domain is read by name, and suites are found,
    /// only once they are on disk, and a process that takes over from this one reads them there.
    public static func flush() {
        _ = UserDefaults.standard.synchronize()
    }

    /// Forgets every value and file the app stored, for `reset`.
    static func clear() {
        guard let sandbox else { return }
        flush()
        for suite in suites() + [standardDomain] { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let manager = FileManager.default
        for item in (try? manager.contentsOfDirectory(at: sandbox, includingPropertiesForKeys: nil)) ?? [] { try? manager.removeItem(at: item) }
        try? makeFolders(in: sandbox)
    }

    /// Lays out an empty sandbox as an iOS app's container.
    public static func makeFolders(in sandbox: URL) throws {
        for folder in ["home/Documents", "home/Library/Preferences", "home/Library/Application Support", "home/Library/Caches", "tmp", "AppGroups"] {
            try FileManager.default.createDirectory(at: sandbox.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
        }
    }

    private static var preferencesFolder: URL? {
        guard sandbox != nil, let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] else { return nil }
        return URL(fileURLWithPath: config, isDirectory: true)
    }
}
