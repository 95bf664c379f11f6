import SwiftUI
import WidgetKit

/// The app's widget extension: each of its Live Activities. On iOS this is the extension's `@main` type;
/// here the sample app is built into the `tapbench` executable, which has its own.
struct SampleWidgets: WidgetBundle {
    var body: some Widget {
        DeliveryLiveActivity()
        RideActivityWidget()
        AdventureActivityConfiguration()
        DemoWidgetLiveActivity()
        TakeoutLiveActivity()
        WorkoutTimerLiveActivity()
    }
}
