import SwiftUI
import Testing

/// `.overlay` and `.background` with views: what they carry stays on the picture, shapes and styles add nothing.
@Suite("Overlays and backgrounds")
struct LayeredViewTests {
    private static let tail = ["tap elsewhere → opens the app with", "  NSUserActivityTypeLiveActivity"]

    @Test("an overlay's text is drawn beside the view it covers, in both the closure and the older form")
    func overlayText() {
        #expect(
            lockScreenPicture(of: Text("Margherita").overlay(alignment: .topTrailing) { Text("NEW") }) == [
                "╭─ #1 Order · Lock Screen ─────────────╮",
                "│ Margherita NEW                       │",
                "╰──────────────────────────────────────╯",
            ] + Self.tail)
        #expect(
            lockScreenPicture(of: Text("Margherita").overlay(Text("NEW"), alignment: .top)) == [
                "╭─ #1 Order · Lock Screen ─────────────╮",
                "│ Margherita NEW                       │",
                "╰──────────────────────────────────────╯",
            ] + Self.tail)
    }

    @Test("a background's button stays numbered and tappable under the view")
    func backgroundControl() {
        #expect(
            lockScreenPicture(of: Text("Margherita").background { Button(intent: CallCourierIntent()) { Text("Call") } }) == [
                "╭─ #1 Order · Lock Screen ─────────────╮",
                "│ Margherita                           │",
                "│ [1] Call                             │",
                "╰──────────────────────────────────────╯",
                "[1] Button \"Call\" → CallCourierIntent()",
            ] + Self.tail)
    }

    @Test("a shape behind or over a view, a style in a shape and a clip change nothing")
    func shapesAddNothing() {
        let plain = lockScreenPicture(of: Text("Margherita"))
        #expect(lockScreenPicture(of: Text("Margherita").background { Badge() }) == plain)
        #expect(lockScreenPicture(of: Text("Margherita").overlay { Badge() }) == plain)
        #expect(lockScreenPicture(of: Text("Margherita").background(.orange, in: Badge()).clipShape(Badge())) == plain)
        #expect(lockScreenPicture(of: Text("Margherita").overlay(.orange, in: Badge())) == plain)
    }
}

private struct Badge: Shape {
    var body: some View { EmptyView() }
}
