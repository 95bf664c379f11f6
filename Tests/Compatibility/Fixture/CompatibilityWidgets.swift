import SwiftUI
import WidgetKit

// The widget extension's entry point, as Xcode's Widget Extension template writes it: one bundle, its
// widgets listed by the result builder, a newer one behind an availability check.
@main
struct CompatibilityWidgets: WidgetBundle {
    var body: some Widget {
        ParcelDeliveryLiveActivity()
        GameScoreLiveActivity()
        if #available(iOS 17.0, *) {
            WorkoutLiveActivity()
        }
    }
}
