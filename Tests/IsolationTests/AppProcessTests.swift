import Foundation
import TapbenchTestSupport
import Testing

/// The app's process (DESIGN D9), in the built executable as users run it: `app terminate` ends it and a new worker
/// takes over with the app's memory fresh, while the device keeps what iOS keeps; `reset` gives a fresh app too.
@Suite("The app's process")
struct AppProcessTests {
    /// The lines that report an activity starting: `01:00:00  #2 Delivery started (active), push token …`.
    private static func starts(_ lines: [String]) -> [String] {
        lines.filter { $0.contains(" Delivery started ") }.map { String($0.prefix(while: { $0 != "," })) }
    }

    @Test("terminate drops the app's memory and keeps its activity; the launch after it runs the launch code cold, which tracks the order again")
    func terminateDropsMemory() async throws {
        let result = try await TapbenchProcess.run([], input: "app track order=B-2040\napp terminate\napp\napp launch\napp\nlist\n")
        #expect(Self.starts(result.lines) == ["01:00:00  #1 Delivery started (active)", "01:00:00  #2 Delivery started (active)"])
        #expect(result.lines.contains("01:00:00  app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage"))
        #expect(result.lines.contains("app: not running"))
        #expect(result.lines.contains("01:00:00  app launched cold, in the foreground: its launch code ran first"))
        #expect(result.lines.contains("lock screen: #1, #2"))
    }

    @Test("without a terminate the same singleton remembers the order: a second track starts nothing")
    func memoryWithoutTerminate() async throws {
        let result = try await TapbenchProcess.run([], input: "app track order=B-2040\napp track order=B-2040\n")
        #expect(Self.starts(result.lines) == ["01:00:00  #1 Delivery started (active)"])
    }

    @Test("reset gives a fresh app: the tracker's memory of the order does not survive it")
    func resetGivesFreshApp() async throws {
        let result = try await TapbenchProcess.run([], input: "app track order=B-2040\nreset\napp track order=B-2040\ndefaults group.com.example.tapbench.sample\n")
        #expect(Self.starts(result.lines) == ["01:00:00  #1 Delivery started (active)", "01:00:00  #1 Delivery started (active)"])
        #expect(result.lines.last == #"trackedOrders = ["B-2040"]"#)
    }

    @Test("an intent wakes a terminated app in the background, its launch code first; the tracker's launch request is refused there")
    func intentLaunchesCold() async throws {
        let result = try await TapbenchProcess.run([], input: "app track order=B-2040\napp terminate\nperform RefreshOrderIntent orderID=B-2040\napp\n")
        #expect(result.lines.contains("01:00:00  app launched cold, in the background: its launch code ran first"))
        #expect(result.lines.contains { $0.hasSuffix("Delivery rejected: visibility — the app is in the background; only a LiveActivityStartingIntent or a push may start an activity now") })
        #expect(result.lines.contains("app: background"))
    }

    @Test("a push-to-start wakes a terminated app in the background first, whose launch code forwards the new activity's token")
    func pushToStartLaunchesCold() async throws {
        let result = try await TapbenchProcess.run(
            [], input: "app terminate\npush delivery-start.json --token Delivery\napp\n", directory: Payloads.folder)
        let launched = try #require(result.lines.firstIndex(of: "01:00:00  app launched cold, in the background: its launch code ran first"))
        let started = try #require(result.lines.firstIndex { $0.hasPrefix("01:00:00  #1 Delivery started (active)") })
        #expect(launched < started)
        #expect(result.lines.contains { $0.contains("/push-token → 204 (stub 2)") })
        #expect(result.lines.last == "actions: track order=B-2040, workout name=Intervals minutes=20")
    }

    @Test("a crash after a terminate rebuilds the device from the terminate on, with the storage it had then")
    func crashAfterTerminate() async throws {
        let result = try await TapbenchProcess.run(
            [], input: "app track order=B-2040\napp terminate\napp launch\nlist\nperform RefreshETAIntent orderID=A-7189\nlist\nserver log\n")
        let lists = result.lines.filter { $0.hasPrefix("lock screen:") }
        #expect(lists == ["lock screen: #1, #2", "lock screen: #1, #2"])
        #expect(result.lines.contains("01:00:00  the device is back as it was before the command"))
        #expect(result.lines.filter { $0.contains(#/^\d+  01:00:00  app → /#) }.count == 10)
    }

    @Test("a recording goes on across terminate and reset, in the new processes, and replays green")
    func recordingAcrossProcesses() async throws {
        let folder = try TemporaryFolder()
        let result = try await TapbenchProcess.run(
            [],
            input: """
                record start \(folder.url.appendingPathComponent("flow.md").path) --title "Terminate and reset"
                app track order=B-2040
                app terminate
                record note The app comes back.
                app launch
                reset
                app track order=B-2041
                record stop

                """)
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: folder.url.appendingPathComponent("flow.md"), encoding: .utf8)
        #expect(text.components(separatedBy: "tapbench> ").count - 1 == 5)
        #expect(text.contains("\nThe app comes back.\n"))
        let replay = try await TapbenchProcess.run(["replay", folder.url.appendingPathComponent("flow.md").path], input: "")
        #expect(replay.lines.last == "1 passed, 0 failed (5 steps)", "\(replay.standardOutput)")
    }
}
