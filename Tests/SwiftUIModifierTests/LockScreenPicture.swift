import SwiftUI
import TapbenchCommands
import TapbenchCore

/// A view drawn as the Lock Screen of an activity, as `show` draws it.
func lockScreenPicture<V: View>(of view: V) -> [String] {
    let node = view._evaluated
    let presentations = ActivityPresentations(
        lockScreen: node, expanded: [], compactLeading: .empty, compactTrailing: .empty, minimal: .empty, islandWidgetURL: nil)
    return PresentationDrawing(now: Date(timeIntervalSince1970: 1_800_000_000), width: 40) { _ in "12:00" }
        .draw(presentations, kind: .lock, title: "#1 Order", isStale: false)
}
