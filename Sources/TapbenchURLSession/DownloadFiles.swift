import Foundation
import Synchronization

/// Where downloads land: a temporary file each, as on iOS, which the app moves before its handler returns.
enum DownloadFiles {
    /// Downloads so far in this process, which number the files, so that a run names them as the last did.
    private static let count = Mutex(0)

    /// Writes `data` to a new temporary file and returns its URL.
    static func write(_ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-downloads-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let number = count.withLock { count in
            count += 1
            return count
        }
        let file = folder.appendingPathComponent("CFNetworkDownload_\(number).tmp")
        try data.write(to: file)
        return file
    }

    /// Removes a download's file once its handler has returned, if the app left it there.
    static func remove(_ file: URL) {
        try? FileManager.default.removeItem(at: file)
    }
}
