import SwiftUI
import Testing

/// Models a widget's views read: an `@Observable` class in a file that imports only SwiftUI, and an
/// `ObservableObject` with `@Published` properties.
@Suite("Observable models")
struct ObservationTests {
    @Test("an @Observable model is read as the view is evaluated, and written through @Bindable")
    func observable() {
        let timer = FocusTimer()
        #expect(FocusTimerView(timer: timer)._evaluated.readableText == "25 min")
        timer.minutesLeft = 20
        #expect(FocusTimerView(timer: timer)._evaluated.readableText == "20 min")
        FocusTimerView(timer: timer).$timer.minutesLeft.wrappedValue = 15
        #expect(timer.minutesLeft == 15)
    }

    @Test("an ObservableObject is read through @ObservedObject and @StateObject, and written through their bindings")
    func observableObject() {
        let tracker = DeliveryTracker()
        let observing = TrackerView(tracker: tracker)
        #expect(observing._evaluated.readableText == "12 min")
        observing.$tracker.etaText.wrappedValue = "9 min"
        #expect(tracker.etaText == "9 min")
        #expect(observing._evaluated.readableText == "9 min")

        let owning = OwnTrackerView()
        #expect(owning._evaluated.readableText == "12 min")
        owning.$tracker.etaText.wrappedValue = "4 min"
        #expect(owning._evaluated.readableText == "4 min")
    }
}

@Observable
private final class FocusTimer {
    var minutesLeft = 25
}

private struct FocusTimerView: View {
    @Bindable var timer: FocusTimer
    var body: some View { Text("\(timer.minutesLeft) min") }
}

private final class DeliveryTracker: ObservableObject {
    @Published var etaText = "12 min"
}

private struct TrackerView: View {
    @ObservedObject var tracker: DeliveryTracker
    var body: some View { Text(tracker.etaText) }
}

private struct OwnTrackerView: View {
    @StateObject var tracker = DeliveryTracker()
    var body: some View { Text(tracker.etaText) }
}
