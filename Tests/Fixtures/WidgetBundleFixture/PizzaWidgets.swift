import SwiftUI
import WidgetKit

// A pizza shop's widget extension, written as iOS code: its bundle is the extension's `@main` type, with
// a menu widget that is no Live Activity and the oven timer behind an availability check.
@main
struct PizzaWidgets: WidgetBundle {
    var body: some Widget {
        PizzaDeliveryLiveActivity()
        MenuWidget()
        if #available(iOS 16.1, *) {
            OvenTimerLiveActivity()
        }
    }
}

/// A home-screen widget, not a Live Activity.
struct MenuWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
    }
}
