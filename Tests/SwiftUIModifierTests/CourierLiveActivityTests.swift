import SwiftUI
import TapbenchCommands
import TapbenchCore
import Testing
import WidgetKit

/// A widget that uses SwiftUI's modifiers as Live Activity code does compiles as written and draws its
/// words and controls: styling changes nothing, an overlay's text and a button's label stay on the picture.
@Suite("A Live Activity written with SwiftUI's modifiers")
struct CourierLiveActivityTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func draw(_ kind: PresentationKind) throws -> [String] {
        let presentations = try #require(PresentationSet(CourierLiveActivity()))
        let input = PresentationInput(
            attributes: ["restaurant": "Tonkotsu Pasadena"], state: ["etaText": "12 min", "stopsLeft": 2], isStale: false, activityID: "preview")
        return PresentationDrawing(now: Self.now, width: 52) { _ in "12:00" }
            .draw(try presentations.presentations(for: input), kind: kind, title: "#1 Courier", isStale: false)
    }

    @Test("the Lock Screen draws its texts, the environment's iOS defaults and the styled button")
    func lockScreen() throws {
        #expect(
            try draw(.lock) == [
                "╭─ #1 Courier · Lock Screen ───────────────────────╮",
                "│ Tonkotsu Pasadena                         12 min │",
                "│ 2 stops before yours                             │",
                "│ light, medium, full colour, with background      │",
                "│ [1] Call courier                                 │",
                "╰──────────────────────────────────────────────────╯",
                "[1] Button \"Call courier\" → CallCourierIntent()",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }

    @Test("the expanded island keeps the overlay's count beside its image and the prominent button")
    func expanded() throws {
        #expect(
            try draw(.expanded) == [
                "╭─ #1 Courier · expanded ──────────────────────────╮",
                "│ (bicycle) 2                               12 min │",
                "│ [1] Call courier                                 │",
                "╰──────────────────────────────────────────────────╯",
                "[1] Button \"Call courier\" → CallCourierIntent()",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }

    @Test("compact and minimal presentations draw through minimumScaleFactor")
    func compactAndMinimal() throws {
        #expect(
            try draw(.compact) == [
                "                #1 Courier · compact",
                "    ╭──────────────────────────────────────────╮",
                "    │ (bicycle)         ●●●             12 min │",
                "    ╰──────────────────────────────────────────╯",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
        #expect(
            try draw(.minimal) == [
                "                #1 Courier · minimal",
                "                      ╭─────╮",
                "                      │  2  │",
                "                      ╰─────╯",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }
}
