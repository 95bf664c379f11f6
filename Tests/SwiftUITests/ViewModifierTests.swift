import Foundation
import SwiftUI
import TapbenchCore
import Testing

/// An app's own view plumbing, as public widgets write it: a `ViewModifier`, `AnyView`, a preference.
@Suite("An app's own modifiers and erased views")
struct ViewModifierTests {
    struct LiveBadge: ViewModifier {
        let isLive: Bool
        func body(content: Content) -> some View {
            HStack {
                content
                if isLive { Text("● LIVE") }
            }
        }
    }

    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    func badge(final: Bool) -> AnyView {
        final ? AnyView(Text("Final")) : AnyView(erasing: Text("2nd").modifier(LiveBadge(isLive: true)))
    }

    @Test("a ViewModifier's body is what is drawn, with the content it was given, and AnyView draws the view it erases")
    func modifierAndAnyView() {
        #expect(String(describing: Text("Herons 2").modifier(LiveBadge(isLive: true))._evaluated) == String(describing: HStack { Text("Herons 2"); Text("● LIVE") }._evaluated))
        #expect(String(describing: Text("Herons 2").modifier(LiveBadge(isLive: false))._evaluated) == String(describing: HStack { Text("Herons 2") }._evaluated))
        #expect(String(describing: badge(final: true)._evaluated) == String(describing: Text("Final")._evaluated))
        #expect(String(describing: badge(final: false)._evaluated) == String(describing: HStack { Text("2nd"); Text("● LIVE") }._evaluated))
    }

    @Test("a preference compiles and changes nothing: nothing is measured, so onPreferenceChange is never called")
    func preferences() {
        let view = Text("Foxes").preference(key: WidthKey.self, value: 120).onPreferenceChange(WidthKey.self) { _ in Issue.record("nothing is measured") }
        #expect(String(describing: view._evaluated) == String(describing: Text("Foxes")._evaluated))
    }
}
