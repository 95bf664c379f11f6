import CTapbenchReadline
import Foundation

/// The REPL's history, kept across runs in `$XDG_STATE_HOME/tapbench/history` (or
/// `~/.local/state/tapbench/history`): capped at 1,000 lines, without blank lines, and without
/// duplicates (a line typed again moves to the end). Used on the line editor's thread only.
final class HistoryFile: @unchecked Sendable {
    static let limit: Int32 = 1000
    let path: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state"
        path = state + "/tapbench/history"
    }

    /// Reads the history into readline. Called once, before the first line.
    func load() {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        using_history()
        stifle_history(Self.limit)
        _ = read_history(path)
    }

    /// Adds a line, dropping an earlier copy of it, and writes the file at once, so a crash loses
    /// nothing already typed.
    func add(_ typed: String) {
        let line = typed.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return }
        tapbench_history_remove_line(line)
        add_history(line)
        _ = write_history(path)
    }
}
