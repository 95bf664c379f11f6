import Foundation

extension FileManager {
    /// The shared container of an app group, which the app and its widget extension both read: on the bench
    /// a folder per group under the temporary directory, created on first use; `nil` for an identifier that
    /// is not a single folder name (empty, `..`, or with a `/`).
    ///
    /// ```swift
    /// let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pizza")
    /// ```
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..", !groupIdentifier.contains("/") else { return nil }
        let folder = temporaryDirectory.appendingPathComponent("tapbench-app-groups", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        } catch {
            return nil
        }
    }
}
