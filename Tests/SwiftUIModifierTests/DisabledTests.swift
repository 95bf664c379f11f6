import AppIntents
import SwiftUI
import Testing

/// `.disabled(_:)`: "A disabled view and all of its subviews can't receive interaction" (Apple's
/// documentation, "disabled(_:)"). A disabled button, toggle or link is drawn as its label, unnumbered, so a
/// tap finds no control there.
@Suite("Disabled controls")
struct DisabledTests {
    struct StartTimerIntent: LiveActivityIntent {
        static let title: LocalizedStringResource = "Start Timer"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct PauseIntent: SetValueIntent, LiveActivityIntent {
        static let title: LocalizedStringResource = "Pause"
        @Parameter(title: "Paused") var value: Bool
        func perform() async throws -> some IntentResult { .result() }
    }

    struct TimerControls: View {
        let isEmpty: Bool
        var body: some View {
            HStack {
                Button(intent: StartTimerIntent()) { Label("Start", systemImage: "play.fill") }
                    .disabled(isEmpty)
                Toggle("Paused", isOn: false, intent: PauseIntent())
            }
        }
    }

    @Test("a disabled button is drawn as its label, with no number, and the controls beside it keep theirs")
    func disabledButton() {
        #expect(lockScreenPicture(of: TimerControls(isEmpty: true)) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ (play.fill) Start [1] ○ Paused       │",
            "╰──────────────────────────────────────╯",
            "[1] Toggle \"Paused\" (off) →",
            "    PauseIntent(value: true)",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("an enabled button, .disabled(false), stays a numbered control")
    func enabledButton() {
        #expect(lockScreenPicture(of: TimerControls(isEmpty: false)) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ [1] (play.fill) Start [2] ○ Paused   │",
            "╰──────────────────────────────────────╯",
            "[1] Button \"Start\" → StartTimerIntent()",
            "[2] Toggle \"Paused\" (off) →",
            "    PauseIntent(value: true)",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("disabling a stack disables every control in it")
    func disabledStack() {
        #expect(lockScreenPicture(of: TimerControls(isEmpty: false).disabled(true)) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ (play.fill) Start Paused             │",
            "╰──────────────────────────────────────╯",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }
}
