import AppIntents
import SwiftUI
import Testing

/// `@EnvironmentObject` as app code writes it: an ancestor's `.environmentObject(_:)` supplies the object, and
/// every view its body builds reads it (Apple's documentation, "EnvironmentObject" and "environmentObject(_:)":
/// "Adding an object to a view's environment makes the object available to subviews in the view's hierarchy").
@Suite("Environment objects")
struct EnvironmentObjectTests {
    final class DeliveryTracker: ObservableObject {
        @Published var courier = "Marta"
        @Published var stopsLeft = 2
    }

    final class Store: ObservableObject {
        @Published var name = "Main Street"
    }

    struct StopsView: View {
        @EnvironmentObject var tracker: DeliveryTracker
        var body: some View { Text("\(tracker.stopsLeft) stops before you") }
    }

    struct DeliveryView: View {
        @EnvironmentObject var tracker: DeliveryTracker
        @EnvironmentObject var store: Store
        var body: some View {
            VStack {
                Text("\(tracker.courier) from \(store.name)")
                StopsView()
            }
        }
    }

    @Test("views read the objects their ancestors supply, one per type, nested views included")
    func ancestorsSupplyObjects() {
        let tracker = DeliveryTracker()
        let view = DeliveryView().environmentObject(tracker).environmentObject(Store())
        #expect(lockScreenPicture(of: view) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ Marta from Main Street               │",
            "│ 2 stops before you                   │",
            "╰──────────────────────────────────────╯",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("the object is the one supplied, not a copy, and the nearest ancestor's object wins")
    func theSuppliedObject() {
        let tracker = DeliveryTracker()
        let view = StopsView().environmentObject(tracker)
        tracker.stopsLeft = 1
        #expect(view._evaluated.readableText == "1 stops before you")

        let far = DeliveryTracker()
        far.stopsLeft = 5
        #expect(StopsView().environmentObject(tracker).environmentObject(far)._evaluated.readableText == "1 stops before you")
    }
}
