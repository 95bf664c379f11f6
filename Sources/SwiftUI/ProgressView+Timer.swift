import Foundation
import TapbenchCore

extension ProgressView {
    /// A bar that fills over `timerInterval` on the device's clock, or empties counting down, with no
    /// update of the activity: `ProgressView(timerInterval: context.state.pickup, countsDown: true)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        node = .timerProgress(timerInterval, countsDown: countsDown, label: nil)
    }

    /// The bar under `label`: `ProgressView(timerInterval: window) { Text("Pickup window") }`.
    public init<Label: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        node = .timerProgress(timerInterval, countsDown: countsDown, label: evaluate(label()))
    }

    /// The bar under `label` and `currentValueLabel`, side by side:
    /// `ProgressView(timerInterval: window) { Text("Pickup") } currentValueLabel: { Text(timerInterval: window) }`.
    public init<Label: View, CurrentValueLabel: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let labels = ViewNode.stack(.horizontal, [evaluate(label()), .spacer, evaluate(currentValueLabel())])
        node = .timerProgress(timerInterval, countsDown: countsDown, label: labels)
    }
}
