import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// An intent run is a span: `intent.performed` heads what the run did, though it is known only at the end, and
/// what happened meanwhile outside the run stays outside it.
@Suite("Intent runs as spans")
struct IntentSpanTests {
    let device = Device.sample()

    @Test("two overlapping runs each head their own effects, in the order they finish; an update outside both follows them, level")
    func overlappingRuns() throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let first = device.intentRuns.begin()
        let second = device.intentRuns.begin()
        try update(eta: 600, in: first)
        try device.update(1, with: ContentChange(state: device.deliveryState(["etaSeconds": 500])))
        try update(eta: 400, in: second)
        try update(eta: 300, in: first)
        device.intentRuns.finish(second, report: report("RefreshETAIntent"))
        device.intentRuns.finish(first, report: report("RecalculateRouteIntent"))
        expectEvents(device.takeEvents(), """
            01:00:00  RefreshETAIntent() returned in 0ms — within the 1s budget
            01:00:00    #1 updated: etaSeconds: 500 → 400 [intent]
            01:00:00  RecalculateRouteIntent() returned in 0ms — within the 1s budget
            01:00:00    #1 updated: etaSeconds: 1800 → 600 [intent]
            01:00:00    #1 updated: etaSeconds: 400 → 300 [intent]
            01:00:00  #1 updated: etaSeconds: 600 → 500
            """)
    }

    private func update(eta: Int, in run: IntentRunToken) throws {
        try Device.$context.withValue(CallContext(source: .intent, isBackground: true, run: run.id)) {
            try device.update(1, with: ContentChange(state: device.deliveryState(["etaSeconds": .number(JSONNumber(Double(eta)))])), source: .intent)
        }
    }

    private func report(_ intent: String) -> IntentReport {
        IntentReport(
            intent: intent, parameters: JSONObject(), elapsed: .zero, budget: .seconds(1), enforcesBudget: true, outcome: .returned(nil),
            wallTimeOverBudget: false)
    }
}
