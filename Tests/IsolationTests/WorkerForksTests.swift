import Foundation
import TapbenchProcessDriver
import TapbenchTestSupport
import Testing

/// Workers forked from the warm copy (`WorkerForks`) are processes of their own, with the session's sandbox: what
/// they do is what workers started with exec do (`TAPBENCH_FORK_WORKERS=off`).
@Suite("Forked workers")
struct WorkerForksTests {
    private static let exec = ["TAPBENCH_FORK_WORKERS": "off"]

    @Test("a forked worker keeps the standard defaults in the session's sandbox: the next worker, after the app's termination, reads them, and after a reset none are left")
    func standardDefaultsAcrossWorkers() async throws {
        // A process starts its first worker with exec; each termination and the reset fork one.
        let input = "app terminate\ndefaults write standard count 3\napp launch\napp terminate\ndefaults standard\nreset\ndefaults\n"
        let forked = try await TapbenchProcess.run([], input: input)
        let execed = try await TapbenchProcess.run([], input: input, environment: Self.exec)
        let terminated = "01:00:00  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage"
        #expect(
            forked.lines == [
                terminated,
                "standard: count = 3",
                "01:00:00  app launched cold, in the foreground: its launch code ran first",
                "01:00:00  app → POST https://api.delivery.example.com/push-to-start-tokens → 204 (stub 1)",
                "01:00:00  app → POST https://api.delivery.example.com/push-to-start-tokens → 204 (stub 1)",
                terminated,
                "count = 3",
                "reset: a fresh device at 2026-04-25T01:00:00Z",
                "standard: nothing stored",
            ])
        #expect(forked.lines == execed.lines)
        #expect(forked.standardError == "" && execed.standardError == "")
    }

    @Test("transcripts replayed one after the other, on workers forked from the same copy after the first: none finds what the one before stored")
    func transcriptsDoNotShare() async throws {
        let folder = try TemporaryFolder()
        let writes = stepTranscript("Writes", ["defaults", "standard: nothing stored", "defaults write standard count 3", "standard: count = 3"])
        for name in ["a.md", "b.md", "c.md"] { try folder.write(writes, to: name) }
        let replay = try await TapbenchProcess.run(["replay", "--jobs", "1", folder.url.path], input: "")
        #expect(replay.status == 0, "\(replay.lines) \(replay.standardError)")
        #expect(replay.lines.last == "3 passed, 0 failed (6 steps)")
    }

    @Test("Transcripts/ replays to the same report with forked workers, their app assembled by assembled copies, as with workers started by exec")
    func sameReportEitherWay() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let forked = try await TapbenchProcess.run(["replay", "Transcripts/"], input: "", directory: root)
        let execed = try await TapbenchProcess.run(["replay", "Transcripts/"], input: "", environment: Self.exec, directory: root)
        #expect(forked.status == 0, "\(forked.lines) \(forked.standardError)")
        #expect(forked.lines == execed.lines)
        #expect(forked.standardError == execed.standardError)
    }
}
