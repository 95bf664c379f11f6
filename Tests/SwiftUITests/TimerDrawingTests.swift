import Foundation
import SwiftUI
import TapbenchCommands
import TapbenchCore
import Testing
import WidgetKit

/// Timers count on the device's virtual clock: `show` after `advance 5m` reads five minutes on, with no
/// update of the activity, as a Live Activity's timers move on an iPhone ("Text", "ProgressView").
@Suite("Timer texts and timer progress at virtual time")
struct TimerDrawingTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func draw(_ kind: PresentationKind, minutesLater minutes: Double, pausedAfter pause: Double? = nil) throws -> [String] {
        let presentations = try #require(PresentationSet(LaundryLiveActivity()))
        let state = LaundryAttributes.ContentState(
            cycle: Self.start...Self.start.addingTimeInterval(65 * 60), pausedAt: pause.map { Self.start.addingTimeInterval($0 * 60) },
            pickup: Self.start.addingTimeInterval(20 * 60))
        let input = PresentationInput(
            attributes: try JSONCoding.encode(LaundryAttributes(machine: "Washer 3")), state: try JSONCoding.encode(state), isStale: false,
            activityID: "laundry")
        return PresentationDrawing(now: Self.start.addingTimeInterval(minutes * 60), width: 56) { _ in "" }
            .draw(try presentations.presentations(for: input), kind: kind, title: "#1 Laundry", isStale: false)
    }

    private static let opensApp = ["tap elsewhere → opens the app with", "  NSUserActivityTypeLiveActivity"]

    @Test("the Lock Screen's timers, date styles and timer bars move five minutes with the clock, with no update")
    func lockScreenMoves() throws {
        #expect(
            try draw(.lock, minutesLater: 10) == [
                "╭─ #1 Laundry · Lock Screen ───────────────────────────╮",
                "│ Washer 3                                       55:00 │",
                "│ Running 10:00                                        │",
                "│ Pickup 10:00 10 minutes +10 minutes                  │",
                "│ Washing                                        55:00 │",
                "│ ━━━━━━━───────────────────────────────────────── 15% │",
                "│ ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━─────── 85% │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.lock, minutesLater: 15) == [
                "╭─ #1 Laundry · Lock Screen ───────────────────────────╮",
                "│ Washer 3                                       50:00 │",
                "│ Running 15:00                                        │",
                "│ Pickup 5:00 5 minutes +5 minutes                     │",
                "│ Washing                                        50:00 │",
                "│ ━━━━━━━━━━━───────────────────────────────────── 23% │",
                "│ ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━─────────── 77% │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
    }

    @Test("past the end, countdowns hold at zero, a timer without hours counts minutes past 59, and past dates count up")
    func pastTheEnd() throws {
        #expect(
            try draw(.lock, minutesLater: 64) == [
                "╭─ #1 Laundry · Lock Screen ───────────────────────────╮",
                "│ Washer 3                                        1:00 │",
                "│ Running 64:00                                        │",
                "│ Pickup 44:00 44 minutes -44 minutes                  │",
                "│ Washing                                         1:00 │",
                "│ ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━─ 98% │",
                "│ ━──────────────────────────────────────────────── 2% │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.minimal, minutesLater: 70) == [
                "                  #1 Laundry · minimal",
                "                        ╭──────╮",
                "                        │ 0:00 │",
                "                        ╰──────╯",
            ] + Self.opensApp)
    }

    @Test("a paused timer shows the time at its pause and stays there while the clock moves on")
    func pausedTimerStandsStill() throws {
        #expect(
            try draw(.compact, minutesLater: 10, pausedAfter: 12) == [
                "                  #1 Laundry · compact",
                "      ╭──────────────────────────────────────────╮",
                "      │ (washer)          ●●●              55:00 │",
                "      ╰──────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.compact, minutesLater: 15, pausedAfter: 12) == [
                "                  #1 Laundry · compact",
                "      ╭──────────────────────────────────────────╮",
                "      │ (washer)          ●●●              53:00 │",
                "      ╰──────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(try draw(.compact, minutesLater: 40, pausedAfter: 12) == draw(.compact, minutesLater: 15, pausedAfter: 12))
    }

    @Test("the expanded island's timer bar empties as the cycle runs")
    func expandedBarMoves() throws {
        #expect(
            try draw(.expanded, minutesLater: 10) == [
                "╭─ #1 Laundry · expanded ──────────────────────────────╮",
                "│                       Washer 3                       │",
                "│ ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━─────── 85% │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.expanded, minutesLater: 15) == [
                "╭─ #1 Laundry · expanded ──────────────────────────────╮",
                "│                       Washer 3                       │",
                "│ ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━─────────── 77% │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
    }
}
