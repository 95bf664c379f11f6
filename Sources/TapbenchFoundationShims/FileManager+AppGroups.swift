import Foundation

extension FileManager {
    /// The shared container of an app group, which the app and its widget extension both read: on the bench
    /// a folder per group in the session's sandbox (`TAPBENCH_APP_GROUPS`, which a worker is given), else under the
    /// temporary directory, created on first use; `nil` for an identifier that is not a single folder name (empty,
    /// `..`, or with a `/`).
    ///
    /// ```swift
    /// let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pizza")
    /// ```
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..", !groupIdentifier.contains("/") else { return nil }
        let groups = ProcessInfo.processInfo.environment["TAPBENCH_APP_GROUPS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? temporaryDirectory.appendingPathComponent("tapbench-app-groups", isDirectory: true)
        let folder = groups.appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        } catch {
            return nil
        }
    }
}
