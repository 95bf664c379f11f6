import AppIntents
import SwiftUI
import Testing

/// `.labelStyle(_:)` as Live Activity code writes it: an icon-only label shows its icon, a title-only label its
/// title (Apple's documentation, "iconOnly" and "titleOnly": "A label style that only displays the icon of the
/// label", "… only displays the title of the label"), for every label inside the styled view, controls' too.
@Suite("Label styles")
struct LabelStyleTests {
    struct CallDriverIntent: LiveActivityIntent {
        static let title: LocalizedStringResource = "Call Driver"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct CourierRow: View {
        var body: some View {
            HStack {
                Label("Marta", systemImage: "person.fill")
                Spacer()
                Button(intent: CallDriverIntent()) { Label("Call driver", systemImage: "phone.fill") }
            }
        }
    }

    @Test("an icon-only style draws each label as its SF Symbol, in a button too")
    func iconOnly() {
        #expect(lockScreenPicture(of: CourierRow().labelStyle(.iconOnly)) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ (person.fill)       [1] (phone.fill) │",
            "╰──────────────────────────────────────╯",
            "[1] Button \"phone.fill\" →",
            "    CallDriverIntent()",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("a title-only style draws each label as its words, and the automatic and title-and-icon styles as both")
    func titleOnlyAndBoth() {
        #expect(lockScreenPicture(of: CourierRow().labelStyle(.titleOnly)) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ Marta                [1] Call driver │",
            "╰──────────────────────────────────────╯",
            "[1] Button \"Call driver\" →",
            "    CallDriverIntent()",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
        let both = lockScreenPicture(of: CourierRow())
        #expect(lockScreenPicture(of: CourierRow().labelStyle(.titleAndIcon)) == both)
        #expect(lockScreenPicture(of: CourierRow().labelStyle(.automatic)) == both)
    }
}
