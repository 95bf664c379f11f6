import Foundation
import TapbenchTestSupport
import Testing

/// `tapbench run FILE` reads its script a chunk at a time: lines that straddle two chunks, blanks of any kind
/// around a command, and the numbers errors give, are what they are in a short script.
@Suite("Script streaming")
final class ScriptStreamingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-script-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("a script of 150 KB runs each command once, in order, and names its failing line by its number in the file")
    func longScript() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 2,000 commands of 75 bytes each: some straddle the reads, and the last one has no line break.
        let comment = "# " + String(repeating: "x", count: 60)
        var lines: [String] = []
        for minute in 1...2_000 {
            lines += [minute % 2 == 0 ? "\u{00A0}\tadvance 1m  \u{3000}" : "advance 1m", minute % 500 == 0 ? "" : comment]
        }
        lines += ["strat Ride", "advance 1m"]
        let file = folder.appendingPathComponent("long.tapbench")
        try Data(lines.joined(separator: "\n").utf8).write(to: file)

        let result = try await TapbenchProcess.run(["run", file.path], input: "")
        #expect(result.status == 1)
        #expect(result.standardError == "error: \(file.path):4001: unknown command 'strat' — did you mean 'start'?\n")
        #expect(result.lines.count == 2_000)
        #expect(result.lines.last == "2026-04-26 10:20:00  clock 2026-04-26 10:20:00 (+1m)")

        let kept = try await TapbenchProcess.run(["run", "--keep-going", file.path], input: "")
        #expect(kept.lines.count == 2_001)
        #expect(kept.lines.last == "2026-04-26 10:21:00  clock 2026-04-26 10:21:00 (+1m)")
    }
}
