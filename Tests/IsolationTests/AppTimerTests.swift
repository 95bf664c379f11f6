import Foundation
import TapbenchTestSupport
import Testing

/// App code's `Timer`s in the worker (DESIGN D9), in the built executable as users run it: a timer added to a run
/// loop fires on the app's thread when the device's clock reaches its fire date, in no wall time.
@Suite("The app's timers")
struct AppTimerTests {
    /// The events that report the workout's activity changing, at their times.
    private static func activityEvents(_ lines: [String]) -> [String] {
        lines.filter { $0.first?.isNumber == true && $0.contains("#1 ") }
    }

    @Test("a repeating Timer fires at each fire date the clock passes, on its own schedule: a countdown started at 01:00:30 ends at the check at 01:03:30 (Apple, \"Timer\": scheduled on its fire dates)")
    func repeatingTimerFiresOnItsSchedule() async throws {
        let result = try await TapbenchProcess.run(
            [], input: "advance 30s\napp workout name=Intervals minutes=3\nadvance 2m59s\nlist\nadvance 1s\n")
        #expect(result.lines.contains("1  WorkoutTimer  active  0          -"))
        #expect(Self.activityEvents(result.lines) == [
            "01:00:30  #1 WorkoutTimer started (active)",
            "01:03:30  #1 updated: isPaused: false → true, remainingSeconds: 180 → 0",
            "01:03:30  #1 ended by the app; stays on the Lock Screen until 05:03:30 (default policy)",
        ])
    }

    @Test("one advance past many fire dates fires the timer at each, in order, and the first check after the countdown ends it")
    func oneAdvanceFiresEveryDate() async throws {
        let result = try await TapbenchProcess.run([], input: "app workout name=Intervals minutes=2\nadvance 1h\n")
        #expect(result.lines.suffix(3) == [
            "01:02:00  #1 updated: isPaused: false → true, remainingSeconds: 120 → 0",
            "01:02:00  #1 ended by the app; stays on the Lock Screen until 05:02:00 (default policy)",
            "02:00:00  clock 02:00:00 (+1h)",
        ])
    }

    @Test("a terminated app's timers end with its process, as on iOS: the countdown runs out and nothing ends the activity")
    func terminateDropsTimers() async throws {
        let result = try await TapbenchProcess.run([], input: "app workout name=Intervals minutes=1\napp terminate\nadvance 5m\nlist\n")
        #expect(!result.lines.contains { $0.contains("ended by the app") })
        #expect(result.lines.contains("1  WorkoutTimer  active  0          -"))
    }
}
