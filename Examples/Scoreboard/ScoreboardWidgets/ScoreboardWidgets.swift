import SwiftUI
import WidgetKit

/// The widget extension: the live game on the Lock Screen and in the Dynamic Island.
@main
struct ScoreboardWidgets: WidgetBundle {
    var body: some Widget {
        GameLiveActivity()
    }
}
